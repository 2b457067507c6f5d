import type { ReactNode } from 'react';
import { formatPhone } from '#web/lib/format.ts';
import type { Tenant } from '#contract/tenant';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { FacebookIcon, InstagramIcon, PinterestIcon, TwitterIcon } from './social-icons.tsx';
import './site-footer.css';

type NamedLink = Tenant['policies'][number];

function LinkList({ title, links }: { title: string; links: readonly NamedLink[] }) {
  if (links.length === 0) return null;
  return (
    <section className="site-footer__section" aria-labelledby={`footer-${title}`}>
      <h2 id={`footer-${title}`}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url + link.name}>
            <a href={link.url} title={link.description || undefined}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The tenant's footer: support contacts, policies, useful links and social links. */
export function SiteFooter() {
  const { tenant } = useTenant();
  const support = tenant.supportInfo;
  const phoneDigits = support.phoneNumber.replace(/\D/g, '');
  const cityLine = [support.city, [support.state, support.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const social: { url: string; network: string; icon: ReactNode }[] = [
    { url: tenant.facebookUrl, network: 'Facebook', icon: <FacebookIcon /> },
    { url: tenant.instagramUrl, network: 'Instagram', icon: <InstagramIcon /> },
    { url: tenant.twitterUrl, network: 'X (Twitter)', icon: <TwitterIcon /> },
    { url: tenant.pinterestUrl, network: 'Pinterest', icon: <PinterestIcon /> },
  ].filter((entry) => entry.url);

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__section" aria-labelledby="footer-support">
          <h2 id="footer-support">Customer Support</h2>
          <address>
            {support.phoneNumber && (
              <p>
                <a href={`tel:+1${phoneDigits.slice(-10)}`}>{formatPhone(support.phoneNumber)}</a>
              </p>
            )}
            {support.hours && <p>{support.hours}</p>}
            {support.email && (
              <p>
                <a href={`mailto:${support.email}`}>{support.email}</a>
              </p>
            )}
            <p>
              {support.address_1 && <span className="site-footer__line">{support.address_1}</span>}
              {support.address_2 && <span className="site-footer__line">{support.address_2}</span>}
              {cityLine && <span className="site-footer__line">{cityLine}</span>}
            </p>
            {support.url && (
              <p>
                <a href={support.url}>Support website</a>
              </p>
            )}
          </address>
        </section>
        <LinkList title="Policies" links={tenant.policies} />
        <LinkList title="Useful Links" links={tenant.externalLinks} />
        {social.length > 0 && (
          <section className="site-footer__section" aria-labelledby="footer-social">
            <h2 id="footer-social">Follow Us</h2>
            <ul className="site-footer__social">
              {social.map(({ url, network, icon }) => (
                <li key={network}>
                  <a href={url} aria-label={`${tenant.siteName} on ${network}`}>
                    {icon}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {tenant.departmentName}
        {tenant.stateName && `, State of ${tenant.stateName}`}
      </p>
    </footer>
  );
}
