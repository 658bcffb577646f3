import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

/** The texts a control is described by, in the order its aria-describedby names them. */
const descriptions = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('FormField', () => {
  it('labels its control and describes it by its hint and its error, marking it invalid', () => {
    render(
      <FormField label="Maximum" description="1 to 14" error="Too many">
        <input />
      </FormField>,
    );
    const input = screen.getByLabelText('Maximum');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(input)).toEqual(['1 to 14', 'Too many']);
  });

  it("keeps the control's own id and its own description after the hint", () => {
    render(
      <>
        <FormField label="Monthly request" description="Free text">
          <textarea id="request" aria-describedby="request-understood" />
        </FormField>
        <p id="request-understood">Understood as: day off on the 9th</p>
      </>,
    );
    const box = screen.getByLabelText('Monthly request');
    expect(box.id).toBe('request');
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(descriptions(box)).toEqual(['Free text', 'Understood as: day off on the 9th']);
  });

  it('gives a label laid out with more than its text its classes, its whole text as the name', () => {
    render(
      <FormField
        labelClassName="flex justify-between"
        label={
          <>
            <span>Night</span> <span>Like</span>
          </>
        }
      >
        <input type="range" />
      </FormField>,
    );
    const slider = screen.getByRole('slider', { name: 'Night Like' });
    expect(slider.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByText('Night').parentElement?.className).toContain('justify-between');
  });
});
