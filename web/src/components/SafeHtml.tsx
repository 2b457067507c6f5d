/**
 * The one way to render HTML that comes from the server (alerts, descriptions, directions, important
 * dates): sanitised with DOMPurify first, so a stored script or event handler never runs.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // Links that open a new tab must not hand the opener to the other site.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: 'div' | 'span' | 'section';
  className?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
