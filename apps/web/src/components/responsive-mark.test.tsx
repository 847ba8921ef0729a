import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { VACANCY_FRESHNESS_MESSAGES as M } from '@siloker/shared/schemas/vacancy-freshness-constants';
import { ResponsiveMark } from './responsive-mark.tsx';

afterEach(cleanup);

/** Issue 20 item 5 (docs/decisions/104): the mark explains itself on hover and on tap, not by a title. */
describe('ResponsiveMark', () => {
  it('explains the mark on a tap of its button, in a live region, and closes on Escape', () => {
    render(<ResponsiveMark />);
    const button = screen.getByRole('button', { name: M.responsiveToggle });
    const tip = screen.getByRole('status');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(tip.textContent).toBe('');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(tip.textContent).toBe(M.responsiveExplain);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tip.textContent).toBe('');
    expect(screen.getByTestId('responsive-mark').hasAttribute('title')).toBe(false);
  });

  it('explains on hover and hides again when the pointer leaves', () => {
    render(<ResponsiveMark />);
    const mark = screen.getByTestId('responsive-mark');
    fireEvent.mouseEnter(mark);
    expect(screen.getByRole('status').textContent).toBe(M.responsiveExplain);
    fireEvent.mouseLeave(mark);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does not follow the card link it sits in when tapped', () => {
    let followed = false;
    render(
      <a href="/lowongan-kerja/x" onClick={() => (followed = true)}>
        <ResponsiveMark />
      </a>,
    );
    fireEvent.click(screen.getByRole('button', { name: M.responsiveToggle }));
    expect(followed).toBe(false);
  });
});
