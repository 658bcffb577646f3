import { Link } from 'react-router';
import { WEB_TEXTS } from '@/lib/texts';

const LINKS = [
  { to: '/company#about', label: 'About Us' },
  { to: '/company#careers', label: 'Careers' },
  { to: '/company#contact', label: 'Contact' },
  { to: '/integrations', label: 'Integrations' },
  { to: '/legal#privacy-policy', label: 'Privacy Policy' },
  { to: '/legal#terms-of-service', label: 'Terms of Service' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-subtle print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {WEB_TEXTS.productName}. Open-source shift scheduling for hospital
          departments.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded-sm hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
