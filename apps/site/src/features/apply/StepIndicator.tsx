import Check from 'lucide-react/icons/check';
import { useWords } from '../forms/locale.tsx';

/** "1 Personal Info, 2 Payment", the current one marked. */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  const words = useWords();
  const steps = [words.apply.steps.personalInfo, words.apply.steps.payment];
  return (
    <ol className="flex items-center gap-3" aria-label={words.site.applyForm.steps}>
      {steps.map((label, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <li key={label} className="flex flex-1 items-center gap-3" aria-current={active ? 'step' : undefined}>
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-full font-semibold ${
                active || done ? 'bg-plum-800 text-white' : 'bg-plum-100 text-plum-900'
              }`}
            >
              {done ? <Check size={20} aria-hidden="true" /> : number}
            </span>
            <span className={`font-semibold ${active ? 'text-plum-900' : 'text-ink-soft'}`}>
              <span className="sr-only">{words.site.step(String(number))}</span>
              {label}
              {done && <span className="sr-only"> (completed)</span>}
            </span>
            {index < steps.length - 1 && <span className="h-0.5 flex-1 rounded bg-plum-200" aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}
