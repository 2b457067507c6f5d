import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface SummaryItem {
  field: string;
  message: string;
}

/** The form's errors in the order of its fields: one line per message. */
export function summaryItems(errors: FieldErrors<FieldValues>, fieldOrder: readonly string[]): SummaryItem[] {
  const items: SummaryItem[] = [];
  for (const field of fieldOrder) {
    const error = errors[field];
    const message = error?.message;
    if (typeof message === 'string' && message) items.push({ field, message });
  }
  return items;
}

function scrollToField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
}

/**
 * The form error summary (public §2.9, admin §4): a red alert with a bell icon listing the errors;
 * the first word of each message is a link that smooth-scrolls to its field, centred. Shown after a
 * submit that failed; 100 ms later the page scrolls to the first invalid field.
 */
export function ErrorSummary({
  items,
  submitCount,
  idPrefix,
}: {
  items: SummaryItem[];
  /** Each failed submit scrolls again. */
  submitCount: number;
  idPrefix: string;
}) {
  const firstField = items[0]?.field;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!submitCount || !firstField) return;
    const timer = setTimeout(() => scrollToField(`${idPrefix}${firstField}`), 100);
    return () => clearTimeout(timer);
    // Only a new submit scrolls; fixing fields one by one must not move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  if (!submitCount || items.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby={`${idPrefix}error-summary-title`}>
      <svg className="error-summary__bell" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <div>
        <h2 className="error-summary__title" id={`${idPrefix}error-summary-title`} ref={headingRef}>
          Please correct the following {items.length === 1 ? 'error' : `${items.length} errors`}:
        </h2>
        <ul className="error-summary__list">
          {items.map(({ field, message }) => {
            const [first = '', ...rest] = message.split(' ');
            return (
              <li key={`${field}:${message}`}>
                <a
                  href={`#${idPrefix}${field}`}
                  onClick={(event) => {
                    event.preventDefault();
                    scrollToField(`${idPrefix}${field}`);
                  }}
                >
                  {first}
                </a>{' '}
                {rest.join(' ')}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
