// The success screen: 'Application Submitted!' and the reference number the
// database gave the application, which can be copied, and the way to the status page.
import CircleCheck from 'lucide-react/icons/circle-check';
import Copy from 'lucide-react/icons/copy';
import { useState } from 'react';
import { statusUrl } from '../application-status/labels.ts';
import { useLocale, useWords } from '../forms/locale.tsx';

export function SubmittedScreen({ reference }: { reference: string }) {
  const words = useWords();
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      // Without clipboard access the number stays selectable on screen.
    }
  };
  return (
    <div className="card mx-auto max-w-2xl p-10 text-center" role="status">
      <CircleCheck size={56} className="mx-auto text-plum-700" aria-hidden="true" />
      <h2 className="mt-5 font-display text-3xl text-plum-900">{words.apply.applicationSubmitted}</h2>
      <p className="mt-4 text-lg text-ink">
        {words.site.applyForm.referenceIs}{' '}
        <strong className="select-all font-mono text-plum-900" data-reference>
          {reference}
        </strong>
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-center gap-3">
        <button type="button" onClick={copy} className="btn-outline">
          <Copy size={18} aria-hidden="true" />
          {copied ? words.site.applyForm.referenceCopied : words.site.applyForm.copyReference}
        </button>
        <a href={statusUrl(reference, locale)} className="font-semibold text-plum-700 underline underline-offset-4">
          {words.site.applyForm.checkStatus}
        </a>
      </div>
      <p className="mt-4 text-ink-soft">{words.site.applyForm.keepReference}</p>
      <p className="mt-4 text-lg text-ink">{words.apply.admissionsWillContact}</p>
      <p className="mt-2 text-ink-soft">{words.site.applyForm.redirecting}</p>
    </div>
  );
}
