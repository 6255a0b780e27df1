import http from 'node:http';

/** A page's answer as the specs read it. */
export interface PageAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * GET `url` from a web server on loopback as a browser on the brand host `host` asks for a page
 * (Node does not resolve *.localhost: the Host header names the brand). Specs only.
 */
export function getPage(origin: string, url: string, host: string, headers: Record<string, string> = {}): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${url}`, { headers: { host, accept: 'text/html', ...headers } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}
