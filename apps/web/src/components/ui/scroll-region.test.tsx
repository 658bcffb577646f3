import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a named region the keyboard reaches, keeping its own classes', async () => {
    render(
      <>
        <button type="button">Before</button>
        <ScrollRegion label="Shifts table" className="overflow-x-auto">
          <p>Wide content</p>
        </ScrollRegion>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Shifts table' });
    expect(region.className).toContain('overflow-x-auto');
    expect(region.textContent).toBe('Wide content');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });
});
