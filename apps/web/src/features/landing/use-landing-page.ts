import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LANDING_LOADING_MS } from '@siloker/shared/constants';
import { paths } from '../../config/paths.ts';
import { DEFAULT_SITE_CONFIG, siteConfigQueryOptions } from '../master/index.ts';
import { postsQueryOptions } from '../events/index.ts';
import { vacanciesQueryOptions } from '../vacancies/index.ts';
import { isServerRenderedPage } from '../../lib/server-rendered.ts';
import { landingPageQueryOptions } from './api.ts';

export const LATEST_VACANCIES = 5;
export const LATEST_POSTS = 3;

/**
 * The landing page's data: the site's names and counts, the newest vacancies and events, the loading
 * flag held for its first second, and the hero's vacancy search (to /lowongan-kerja?search=).
 */
export function useLandingPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  // docs/product.md §9: the landing page's loading flag clears after 1 s; a page the server rendered
  // arrives with its data, so it never holds (docs/decisions/099).
  const [loading, setLoading] = useState(() => !isServerRenderedPage());
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), LANDING_LOADING_MS);
    return () => clearTimeout(timer);
    // Once, on mount, like the hold itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { data: config = DEFAULT_SITE_CONFIG } = useQuery(siteConfigQueryOptions());
  const landing = useQuery(landingPageQueryOptions());
  const vacancies = useQuery(vacanciesQueryOptions({ limit: LATEST_VACANCIES }));
  const posts = useQuery(postsQueryOptions({ limit: LATEST_POSTS }));
  const site = { ...config, ...landing.data?.configs };

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const q = search.trim();
    void navigate(q ? `${paths.vacancies.path}?${new URLSearchParams({ search: q })}` : paths.vacancies.path);
  }

  return {
    loading,
    names: {
      subtitle: site.subtitle,
      city: site.city_name,
      office: site.office_name,
    },
    landing,
    vacancies,
    posts,
    search,
    setSearch,
    onSearch,
  };
}

export type LandingPageState = ReturnType<typeof useLandingPage>;
