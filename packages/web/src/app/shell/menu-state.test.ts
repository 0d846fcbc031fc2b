import { describe, expect, it } from 'vitest';
import { dismissMenu, initialMenuState, layoutWidth, panelWidth, screenSizeOf, toggleMenu } from './menu-state';

describe('side menu states', () => {
  it('sizes the screen at the 600, 960 and 1280 px breakpoints', () => {
    expect([599, 600, 959, 960, 1279, 1280].map(screenSizeOf)).toEqual(['xs', 'sm', 'sm', 'md', 'md', 'lg']);
  });

  it('starts opened only on large screens', () => {
    expect(initialMenuState('lg')).toBe('opened');
    expect(initialMenuState('md')).toBe('closed');
    expect(initialMenuState('xs')).toBe('closed');
  });

  it('shrinks to the rail and back on large screens', () => {
    expect(toggleMenu('opened', 'lg')).toBe('closed');
    expect(toggleMenu('closed', 'lg')).toBe('opened');
  });

  it('opens over the content on smaller screens, closed by a click on an item or outside', () => {
    expect(toggleMenu('closed', 'sm')).toBe('temporary');
    expect(toggleMenu('temporary', 'sm')).toBe('closed');
    expect(dismissMenu('temporary')).toBe('closed');
    expect(dismissMenu('opened')).toBe('opened');
  });

  it('takes 250 px opened, 60 collapsed and nothing collapsed on extra-small screens', () => {
    expect(layoutWidth('opened', 'lg')).toBe(250);
    expect(layoutWidth('closed', 'lg')).toBe(60);
    expect(layoutWidth('closed', 'xs')).toBe(0);
    // A temporary menu is drawn at full width over the content, which keeps its place.
    expect(layoutWidth('temporary', 'md')).toBe(60);
    expect(panelWidth('temporary', 'md')).toBe(250);
    expect(panelWidth('temporary', 'xs')).toBe(250);
    expect(panelWidth('closed', 'xs')).toBe(0);
  });
});
