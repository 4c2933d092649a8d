// Date.parse of the legacy forms with North American zone abbreviations, as V8's parser
// reads them (its keyword table: EST EDT CST CDT MST MDT PST PDT beside GMT, UT, UTC and Z).
for (const text of ['March 7, 2021 10:00 PST', 'Tue Mar 07 2021 10:00:00 EDT', '7 Mar 2021 10:00 cst',
  'Mar 7 2021 10:00 MDT', 'Mar 7 2021 10:00 mst', 'Mar 7 2021 10:00 CDT', 'Mar 7 2021 10:00 Est',
  'Mar 7 2021 10:00 PST+0100', 'Mar 7 2021 10:00 PST-01:30', 'Mar 7 2021 PST 10:00', 'Mar 7 2021 10:00 EST EST',
  'Mar 7 2021 10:00 GMT PST', '2021/03/07 10:00 pdt', 'Mar 7 2021 10:00 XST', 'Mar 7 2021 10:00 MSK',
  'Sun, 07 Mar 2021 10:00:00 PST', 'Mar 7 2021 10:00 PM PST', 'Mar 7 2021 PSTX']) {
  const value = Date.parse(text);
  console.log(JSON.stringify(text), value, Number.isNaN(value) ? '-' : new Date(value).toISOString());
}
