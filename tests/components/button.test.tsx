// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { BUTTON_COLORS, BUTTON_VARIANTS } from '@/lib/ui/button-variants';
import { contrastRatio } from './helpers/contrast';
import { renderWithIntl, ru } from './helpers/ui-test-env';

// SPEC 5: the button variants; WCAG AA contrast and a visible focus ring.
const PAGE_BACKGROUNDS = ['#ffffff', '#f8fafc'];

describe('Button', () => {
  it('offers exactly the SPEC 5 variants', () => {
    expect(BUTTON_VARIANTS).toEqual(['empty', 'primary', 'secondary', 'success', 'danger', 'accent', 'link']);
    for (const variant of BUTTON_VARIANTS) {
      renderWithIntl(<Button variant={variant}>{variant}</Button>);
      expect(screen.getByRole('button', { name: variant }).dataset.variant).toBe(variant);
    }
  });

  it('rejects any other variant at compile time', () => {
    // @ts-expect-error 'warning' is not a SPEC 5 variant; tsc fails if it ever becomes one.
    const element = <Button variant="warning">Нет</Button>;
    expect(element.props.variant).toBe('warning');
  });

  it('keeps text and background of every variant, hover included, at 4.5:1 or more', () => {
    for (const variant of BUTTON_VARIANTS) {
      const { fg, bg, hoverFg, hoverBg } = BUTTON_COLORS[variant];
      const pairs: [string, string][] = [];
      for (const [text, background] of [[fg, bg], [hoverFg, hoverBg]]) {
        const behind = background === 'transparent' ? PAGE_BACKGROUNDS : [background];
        for (const back of behind) pairs.push([text, back]);
      }
      for (const [text, back] of pairs) {
        expect(contrastRatio(text, back), `${variant}: ${text} on ${back}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('uses brand teal #0f766e with white text for primary, through the brand variable a clinic’s site sets', () => {
    renderWithIntl(<Button>Записаться</Button>);
    const button = screen.getByRole('button', { name: 'Записаться' });
    expect(button.style.getPropertyValue('--btn-bg')).toBe('var(--color-brand-700, #0f766e)');
    expect(button.style.getPropertyValue('--btn-fg')).toBe('#ffffff');
    expect(button.className).toContain('bg-(--btn-bg)');
  });

  it('has a visible focus ring', () => {
    renderWithIntl(<Button variant="link">Подробнее</Button>);
    const { className } = screen.getByRole('button', { name: 'Подробнее' });
    expect(className).toMatch(/focus-visible:outline-3/);
    expect(className).toMatch(/focus-visible:outline-brand-700/);
  });

  it('sizes: sm, md (44 px touch target, default), lg', () => {
    renderWithIntl(
      <>
        <Button size="sm">s</Button>
        <Button>m</Button>
        <Button size="lg">l</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 's' }).className).toContain('min-h-9');
    expect(screen.getByRole('button', { name: 'm' }).className).toContain('min-h-11');
    expect(screen.getByRole('button', { name: 'l' }).className).toContain('min-h-12');
  });

  it('disabled: a native disabled button that ignores clicks', () => {
    const onClick = vi.fn();
    renderWithIntl(
      <Button disabled onClick={onClick}>
        Отправить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Отправить' });
    fireEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('loading: busy, keeps focus, ignores clicks and says so in the visitor language', () => {
    const onClick = vi.fn();
    renderWithIntl(
      <Button loading loadingLabel={ru.Ui.loading} type="submit" onClick={onClick}>
        Отправить
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Отправить/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    expect(button.textContent).toContain('Загрузка…');
    const click = fireEvent.click(button);
    expect(click).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
  });
});
