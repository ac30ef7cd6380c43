import CircleAlert from 'lucide-react/icons/circle-alert';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The red banner the forms show their errors in: read out as soon as it appears, and scrolled
 * into view, as the button that caused it may be far below. The message is already in the page's
 * language: the forms check with their catalogue's words and describe refusals by their code.
 */
export function ErrorBanner({ message, children }: { message: string | null; children?: ReactNode }) {
  const banner = useRef<HTMLDivElement>(null);
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
        <p className="font-medium">{message}</p>
        {children}
      </div>
    </div>
  );
}
