import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Home } from 'lucide-react';
import { HOME_PATH } from '../../config/paths';
import { Button } from '../../ui';

/** The layout of the error pages: an icon, a heading, a text and a way home. */
export function StatusPage({
  icon,
  title,
  text,
  homeLabel,
  actions,
  logo,
}: {
  /** Shown above the page when the app chrome is hidden (not-found mode). */
  logo?: ReactNode;
  icon: ReactNode;
  title: string;
  text: string;
  homeLabel: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4 py-16">
      <div className="flex max-w-lg flex-col items-center text-center">
        {logo ? <div className="mb-10">{logo}</div> : null}
        <span className="inline-flex size-24 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-12">
          {icon}
        </span>
        <h1 className="mt-6 text-3xl font-extrabold text-ink sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-ink-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={HOME_PATH}>
              <Home aria-hidden="true" />
              {homeLabel}
            </Link>
          </Button>
          {actions}
        </div>
      </div>
    </div>
  );
}
