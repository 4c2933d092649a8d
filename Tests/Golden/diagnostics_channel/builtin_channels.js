// The channels net and http publish (Node 20): net.client.socket, net.server.socket,
// http.client.request.start, http.client.response.finish, http.server.request.start,
// http.server.response.finish — each with the objects the listeners see. Client and server
// events are kept apart: their interleaving is the loop's business.
const dc = require('diagnostics_channel');
const http = require('http');
const net = require('net');

const clientEvents = [];
const serverEvents = [];
let serverRequest;
let serverResponse;
let serverSocket;
let clientRequest;

dc.subscribe('net.client.socket', ({ socket }) => clientEvents.push(`net.client.socket ${socket instanceof net.Socket}`));
dc.subscribe('net.server.socket', ({ socket }) => {
  serverSocket = socket;
  serverEvents.push(`net.server.socket ${socket instanceof net.Socket}`);
});
dc.subscribe('http.server.request.start', ({ request, response, socket, server: s }) => {
  serverRequest = request;
  serverResponse = response;
  serverEvents.push(`http.server.request.start ${request.method} ${request.url} ${response instanceof http.ServerResponse} ` +
    `${socket === serverSocket} ${s === server}`);
});
dc.subscribe('http.server.response.finish', ({ request, response, socket, server: s }) => {
  serverEvents.push(`http.server.response.finish ${request === serverRequest} ${response === serverResponse} ` +
    `${response.statusCode} ${socket === serverSocket} ${s === server}`);
});
dc.subscribe('http.client.request.start', ({ request }) => {
  clientEvents.push(`http.client.request.start ${request === clientRequest} ${request.method} ${request.path}`);
});
dc.subscribe('http.client.response.finish', ({ request, response }) => {
  clientEvents.push(`http.client.response.finish ${request === clientRequest} ${response.statusCode}`);
});

const server = http.createServer((req, res) => {
  serverEvents.push(`request handler ${req === serverRequest} ${res === serverResponse}`);
  res.end('ok');
});
server.listen(0, '127.0.0.1', () => {
  clientRequest = http.get({ port: server.address().port, host: '127.0.0.1', path: '/path', agent: false }, (res) => {
    clientEvents.push(`response callback ${res.statusCode}`);
    res.resume();
    res.on('end', () => {
      server.close(() => {
        console.log(clientEvents.join('\n'));
        console.log(serverEvents.join('\n'));
      });
    });
  });
  clientEvents.push('http.get returned');
});
