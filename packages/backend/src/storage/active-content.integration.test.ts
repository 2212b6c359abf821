// A stored file is never active content on the API's origin: SVG (or XML) that
// could run script is refused at upload whatever type it claims, and every object is served with
// nosniff and a sandboxing Content-Security-Policy (public, authenticated and signed downloads).
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  for (const [id, isPublic] of [['pictures', true], ['files', false]] as const) {
    const response = await fetch(`${backend.url}/storage/v1/bucket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: id, public: isPublic }),
    });
    expect(response.status).toBe(200);
  }
});

afterAll(async () => {
  await backend?.stop();
});

function upload(bucket: string, name: string, body: string, contentType: string): Promise<Response> {
  return fetch(`${backend.url}/storage/v1/object/${bucket}/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': contentType },
    body,
  });
}

function versionsOnDisk(bucket: string): number {
  const folder = `${backend.config.storageDir}/${bucket}`;
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

const SCRIPTED: Record<string, string> = {
  'script element': '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/auth/v1/user")</script></svg>',
  'event handler': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect width="1" height="1"/></svg>',
  'javascript: link': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  'foreignObject': '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="https://evil.example"></iframe></foreignObject></svg>',
  'uppercase, with an XML prolog': '<?xml version="1.0"?>\n<SVG xmlns="http://www.w3.org/2000/svg"><SCRIPT>alert(1)</SCRIPT></SVG>',
};

describe('active content', () => {
  it('SVG that can run script is refused, and nothing reaches the disk', async () => {
    const before = versionsOnDisk('pictures');
    for (const [label, svg] of Object.entries(SCRIPTED)) {
      const response = await upload('pictures', `evil-${label.replace(/\W+/g, '-')}.svg`, svg, 'image/svg+xml');
      expect(response.status, label).toBe(415);
      expect(await response.json(), label).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' });
    }
    expect(versionsOnDisk('pictures')).toBe(before);
  });

  it('a scripted SVG that claims another type is refused too', async () => {
    const response = await upload('pictures', 'disguised.png', SCRIPTED['script element'] ?? '', 'image/png');
    expect(response.status).toBe(415);
  });

  it('a plain SVG is stored and served with nosniff and a sandboxing CSP', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#2a6"/></svg>';
    expect((await upload('pictures', 'logo.svg', svg, 'image/svg+xml')).status).toBe(200);
    const response = await fetch(`${backend.url}/storage/v1/object/public/pictures/logo.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(svg);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(response.headers.get('content-security-policy')).toMatch(/\bsandbox\b/);
  });

  it('every object carries the headers: an HTML file, an authenticated and a signed download', async () => {
    expect((await upload('files', 'page.html', '<html><body><script>alert(1)</script></body></html>', 'text/html')).status).toBe(200);
    const authenticated = await fetch(`${backend.url}/storage/v1/object/authenticated/files/page.html`, { headers: { authorization: `Bearer ${backend.serviceRoleKey}` } });
    expect(authenticated.status).toBe(200);
    expect(authenticated.headers.get('x-content-type-options')).toBe('nosniff');
    expect(authenticated.headers.get('content-security-policy')).toMatch(/\bsandbox\b/);

    const signing = await fetch(`${backend.url}/storage/v1/object/sign/files/page.html`, {
      method: 'POST',
      headers: { authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    const { signedURL } = (await signing.json()) as { signedURL: string };
    const signed = await fetch(`${backend.url}/storage/v1${signedURL}`);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-security-policy')).toMatch(/\bsandbox\b/);
    expect(signed.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
