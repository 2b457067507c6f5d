// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../../../web/src/components/SafeHtml.tsx';

afterEach(cleanup);

describe('SafeHtml: server HTML is sanitised before rendering', () => {
  it('strips scripts and event handlers but keeps formatting and links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Road <strong>closed</strong> <a href="/x">details</a></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('closed');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/x');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('drops javascript: URLs and protects new-tab links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('renders nothing for missing HTML', () => {
    const { container } = render(<SafeHtml html={undefined} as="span" />);
    expect(container.innerHTML).toBe('<span></span>');
  });
});
