import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel';

describe('Carousel', () => {
  it("the server's markup can be scrolled by keyboard: a touch screen scrolls it before it hydrates", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Carousel label="Chambres">
        <p>Vue mer</p>
        <p>Vue jardin</p>
      </Carousel>,
    );
    const viewport = container.querySelector('[data-scroll="native"]');
    expect(viewport?.getAttribute('tabindex')).toBe('0');
  });
});
