import { describe, expect, it } from 'vitest';
import { joinLinkOf } from '@/components/pro/join/join-link';

// Issue 20: a signed-out colleague opening an invitation's link signs in and comes back to it, query and all.
describe('the join links a sign-in returns to', () => {
  it('keeps an access code link and an invitation link, in every locale', () => {
    expect(joinLinkOf('/pro/join?company=DEMO&cabinet=1&code=ABCD-EFGH-JKMN')).toBe('/pro/join?company=DEMO&cabinet=1&code=ABCD-EFGH-JKMN');
    expect(joinLinkOf('/kk/pro/join?invite=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd')).toBe('/kk/pro/join?invite=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd');
  });

  it('refuses anything else: another page, another host, extra parameters, a short token', () => {
    for (const path of ['/profile?invite=AbCdEfGhIjKlMnOpQrStUv', '//evil.example/pro/join?invite=AbCdEfGhIjKlMnOpQrStUv', '/pro/join?invite=AbCdEfGhIjKlMnOpQrStUv&next=https://evil.example', '/pro/join?invite=short', '/pro/join?company=DEMO&cabinet=1&code=<script>', null, '']) {
      expect(joinLinkOf(path)).toBeNull();
    }
  });
});
