import Link from 'next/link';

export function SectionHeading({
  id,
  eyebrow,
  title,
  action,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  action?: { href: string; label: string };
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        {eyebrow ? <p className="eyebrow text-brand-700">{eyebrow}</p> : null}
        <h2 id={id} className="section-title">
          {title}
        </h2>
      </div>
      {action ? (
        <Link
          href={action.href}
          className="text-sm font-semibold text-ink underline-offset-4 hover:underline"
        >
          {action.label} →
        </Link>
      ) : null}
    </div>
  );
}
