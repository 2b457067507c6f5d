import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { ParkSearchBox } from '#web/components/park-search-box/ParkSearchBox.tsx';
import { FeaturedParks } from './FeaturedParks.tsx';
import { ParksByRegion } from './ParksByRegion.tsx';
import './home.css';

export function HomePage() {
  const { tenant } = useTenant();
  usePageTitle('Home');
  return (
    <div className="home">
      <section
        className="home-hero"
        aria-labelledby="home-title"
        style={
          tenant.bannerImageUrl
            ? { backgroundImage: `url(${JSON.stringify(tenant.bannerImageUrl)})` }
            : undefined
        }
      >
        <div className="home-hero__content">
          <h1 id="home-title">{tenant.siteTitle}</h1>
          {tenant.tagline && <p className="home-hero__tagline">{tenant.tagline}</p>}
          <div className="home-hero__search" role="search" aria-label="Parks and places">
            <ParkSearchBox label="Find a park" placeholder="Park name, city or zip code" />
          </div>
        </div>
      </section>
      {tenant.description && (
        <section className="home-welcome page" aria-label="Welcome">
          <SafeHtml className="home-welcome__text" html={tenant.description} />
        </section>
      )}
      <FeaturedParks />
      <ParksByRegion />
    </div>
  );
}
