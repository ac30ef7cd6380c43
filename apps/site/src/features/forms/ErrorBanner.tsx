import CircleAlert from 'lucide-react/icons/circle-alert';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslateMessage } from './words.tsx';

/**
 * The red banner the forms show their errors in: read out as soon as it appears, and scrolled
 * into view, as the button that caused it may be far below. Messages the shared schemas and the
 * database write in English are shown in the page's language.
 */
export function ErrorBanner({ message, children }: { message: string | null; children?: ReactNode }) {
  const banner = useRef<HTMLDivElement>(null);
  const translate = useTranslateMessage();
  useEffect(() => {
    if (message) banner.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={banner}
      role="alert"
      className="flex scroll-my-24 items-start gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3.5 text-red-900"
      data-error-banner
    >
      <CircleAlert size={20} className="mt-0.5 shrink-0 text-red-700" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-medium">{translate(message)}</p>
        {children}
      </div>
    </div>
  );
}
