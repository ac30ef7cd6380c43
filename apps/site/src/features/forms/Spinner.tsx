import LoaderCircle from 'lucide-react/icons/loader-circle';

export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-ink-soft">
      <LoaderCircle size={20} className="animate-spin text-plum-700" aria-hidden="true" />
      {label}
    </p>
  );
}
