import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { formatThousands } from '@siloker/shared/format/index';
import type { CompanyPublic } from '@siloker/shared/schemas/companies';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { MapPinIcon } from '../../components/icons.tsx';
import { MetaItem } from '../../components/meta-item.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { ListResults, clearSearch } from '../../components/list/list-results.tsx';
import { ListLoading } from '../../components/list/list-loading.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { href, paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { companiesQueryOptions } from './api.ts';
import '../../components/list/list.css';
import '../../components/tags.css';
import './companies.css';

function CompanyCard({ company }: { company: CompanyPublic }) {
  const city = company.location.city?.name;
  return (
    <li className="card company-card">
      <div className="vacancy-head">
        <CompanyLogo name={company.name} photoUrl={company.photo_url} />
        <div>
          <h2 className="card-title">
            <Link to={href(paths.companyDetail, { name_slug: company.slug_name })} className="stretched-link">
              {company.name}
            </Link>
          </h2>
          {company.business_field_name ? (
            <p className="card-subtitle">{company.business_field_name}</p>
          ) : null}
        </div>
      </div>
      <ul className="meta-list">{city ? <MetaItem icon={MapPinIcon}>{city}</MetaItem> : null}</ul>
      <p className="card-foot company-card-foot">
        <span className="tag">
          {company.job_vacancy_count > 0
            ? `${formatThousands(company.job_vacancy_count)} lowongan dibuka`
            : 'Belum ada lowongan'}
        </span>
        {company.status_office_name ? <span>{company.status_office_name}</span> : null}
      </p>
    </li>
  );
}

/** CompanyList (/perusahaan): verified companies with search and paging. */
export function CompanyList() {
  useDocumentTitle(paths.companies.title);
  const list = useListParams(PAGE_SIZES.companies);
  const companies = useQuery(companiesQueryOptions(list.query));
  const total = companies.data?.total ?? 0;
  const refreshing = companies.isFetching && companies.isPlaceholderData;
  const busy = companies.isPending || refreshing;

  return (
    <section className="container page-section company-list-page">
      <div className="list-head">
        <h1>Perusahaan</h1>
        <p className="muted" data-testid="company-total">
          {companies.data ? `${formatThousands(total) || '0'} perusahaan terverifikasi` : '\u00a0'}
        </p>
      </div>
      <div className="list-toolbar">
        <ListSearch
          key={list.search}
          id="company-search"
          label="Cari perusahaan"
          placeholder="Cari nama perusahaan"
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
      </div>

      <ListLoading busy={busy} text="Memuat perusahaan…" />

      <ListResults
        result={companies}
        list={list}
        defaultSize={PAGE_SIZES.companies}
        noun="perusahaan"
        errorText="Daftar perusahaan belum dapat dimuat. Silakan coba lagi nanti."
        filtered={Boolean(list.search)}
        emptyText={{
          filtered: `Tidak ada perusahaan yang cocok dengan “${list.search}”.`,
          emptyPage: 'Tidak ada perusahaan pada halaman ini.',
          none: 'Belum ada perusahaan yang terdaftar.',
        }}
        clear={clearSearch(list)}
        renderItem={(company) => <CompanyCard key={company.id} company={company} />}
        skeletons={PAGE_SIZES.companies}
      />
    </section>
  );
}
