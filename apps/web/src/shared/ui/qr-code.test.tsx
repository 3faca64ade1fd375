import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('takes the picture the server drew for the same code, and encodes any other', () => {
    // The served document's code, as the server drew it (its picture stands in for the real one).
    const drawn = document.createElement('img');
    drawn.className = 'qr-code';
    drawn.dataset.qr = '125:20:https://example.test/app';
    drawn.src = 'data:image/svg+xml;utf8,drawn';
    document.body.append(drawn);

    render(<QrCode value="https://example.test/app" size={125} margin={20} label="app" />);
    expect(screen.getByAltText('app').getAttribute('src')).toBe('data:image/svg+xml;utf8,drawn');

    render(<QrCode value="https://example.test/other" size={125} margin={20} label="other" />);
    const encoded = decodeURIComponent(screen.getByAltText('other').getAttribute('src')!);
    expect(encoded).toMatch(
      /^data:image\/svg\+xml;utf8,<svg .*viewBox="0 0 125 125".*<path fill="#000" d="M/,
    );
    expect(screen.getByAltText('other').dataset.qr).toBe('125:20:https://example.test/other');
    drawn.remove();
  });
});
