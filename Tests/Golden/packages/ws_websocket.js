// node_modules: ws
// Debian packages: node-ws
const WebSocket = require('ws');
const { WebSocketServer } = WebSocket;
const wss = new WebSocketServer({ port: 0, clientTracking: true });
wss.on('connection', (ws, req) => {
  console.log('server: connection', req.url, req.headers['sec-websocket-protocol']);
  ws.on('message', (data, isBinary) => {
    console.log('server got', isBinary ? 'binary' : 'text', isBinary ? [...data] : data.toString());
    if (!isBinary && data.toString() === 'bye') ws.close(4000, 'see you');
    else ws.send(isBinary ? data : 'echo:' + data, { binary: isBinary });
  });
  ws.on('ping', d => console.log('server ping', d.toString()));
});
wss.on('listening', () => {
  const { port } = wss.address();
  const ws = new WebSocket(`ws://127.0.0.1:${port}/chat?room=1`, 'proto1');
  ws.on('open', () => {
    console.log('client: open', ws.protocol, ws.readyState === WebSocket.OPEN, ws.url.replace(String(port), 'PORT'));
    ws.ping('p1');
    ws.send('hello');
  });
  let n = 0;
  ws.on('message', (data, isBinary) => {
    console.log('client got', isBinary ? [...data] : data.toString());
    if (++n === 1) ws.send(Buffer.from([1, 2, 3]));
    else ws.send('bye');
  });
  ws.on('close', (code, reason) => {
    console.log('client: close', code, reason.toString(), wss.clients.size);
    wss.close(() => console.log('server closed'));
  });
});
