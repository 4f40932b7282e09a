import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createScriptHashCache, inlineScriptHashes } from '@/lib/http/script-hashes';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const hashes = (html: string) => inlineScriptHashes(Buffer.from(html, 'utf8'));

describe('inlineScriptHashes: the CSP hashes of an HTML page', () => {
  it('a page with two inline scripts gets exactly their two hashes, in order', () => {
    const first = '(self.__next_f=self.__next_f||[]).push([0])';
    const second = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
    const html = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Клиника</p><script>${first}</script><script>${second}</script></body></html>`;
    expect(hashes(html)).toEqual([sha256(first), sha256(second)]);
  });

  it('a JSON-LD block or a JSON data block gets no hash', () => {
    const html = '<script type="application/ld+json">{"@type":"MedicalClinic"}</script><script id="error-texts" type="application/json">{"a":1}</script>';
    expect(hashes(html)).toEqual([]);
  });

  it('a script with src gets no hash, even with text inside', () => {
    expect(hashes('<script src="/x.js"></script><script async src=/y.js>ignored()</script><script\nsrc="/z.js" type="module"></script>')).toEqual([]);
  });

  it('an HTML answer without scripts gets no hash', () => {
    expect(hashes('<!doctype html><html><body><h1>503</h1><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></body></html>')).toEqual([]);
    expect(hashes('')).toEqual([]);
  });

  it('executable types are hashed (module, text/javascript, an empty type), data types are not', () => {
    const html = [
      '<script type="module">import("/m.js")</script>',
      "<script type='text/javascript'>a()</script>",
      '<script type="">b()</script>',
      '<script type="TEXT/JavaScript ">c()</script>',
      '<script type="text/x-template"><p>t</p></script>',
      '<script type="application/ld+json">{}</script>',
    ].join('');
    expect(hashes(html)).toEqual([sha256('import("/m.js")'), sha256('a()'), sha256('b()'), sha256('c()')]);
  });

  it('hashes the raw text as the browser does: UTF-8, entities untouched, line ends as LF, up to the first </script', () => {
    const text = 'self.__next_f.push([1,"Алматы &amp; \\u003c/script>"])\n';
    expect(hashes(`<script>${text}</script>`)).toEqual([sha256(text)]);
    expect(hashes('<script>a()\r\nb()\rc()</script>')).toEqual([sha256('a()\nb()\nc()')]);
    expect(hashes('<script>x()</SCRIPT ><script>y()</script>')).toEqual([sha256('x()'), sha256('y()')]);
    expect(hashes('<script>s="</scripts>"</script>')).toEqual([sha256('s="</scripts>"')]);
    expect(hashes('<script>z()</script\n>')).toEqual([sha256('z()')]);
  });

  it('the same script twice is listed once; <scripts> and other tags starting alike are not scripts', () => {
    expect(hashes('<script>a()</script><div><script>a()</script></div>')).toEqual([sha256('a()')]);
    expect(hashes('<scripts>a()</scripts><script-x>b()</script-x>')).toEqual([]);
  });

  it('a ">" inside a quoted attribute value does not end the start tag', () => {
    expect(hashes('<script data-x="a>b">go()</script>')).toEqual([sha256('go()')]);
    expect(hashes('<script data-x="src">go()</script>')).toEqual([sha256('go()')]);
  });

  it('an unclosed inline script runs to the end of the document and is hashed so', () => {
    expect(hashes('<p>x</p><script>tail()')).toEqual([sha256('tail()')]);
  });
});

describe('createScriptHashCache: the hashes of whole pages, remembered by their text', () => {
  it('gives each page its own hashes, the same for an equal page in another string, and forgets the least recently used past its size', () => {
    const hashesOf = createScriptHashCache(320);
    const page = (n: number) => `<p>${n}</p><script>page(${n})</script>`.padEnd(20, ' ');
    expect(hashesOf(page(1))).toEqual([sha256('page(1)')]);
    expect(hashesOf(page(2))).toEqual([sha256('page(2)')]);
    expect(hashesOf(`${page(1)}`.slice(0))).toEqual([sha256('page(1)')]);
    const first = hashesOf(page(1));
    expect(hashesOf(page(1))).toBe(first);
    // A page over an eighth of the size is hashed, not remembered.
    const big = `<script>big()</script>${'x'.repeat(40)}`;
    expect(hashesOf(big)).toEqual([sha256('big()')]);
    expect(hashesOf(big)).not.toBe(hashesOf(big));
    for (let n = 3; n < 14; n++) hashesOf(page(n));
    // page(1) was pushed out by the newer pages: hashed again, equal but a new list.
    const again = hashesOf(page(1));
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
