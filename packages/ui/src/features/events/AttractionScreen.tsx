import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../lib/intl.tsx';
import { Tag } from '../../components/Tag.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs.tsx';
import './visit.css';

export type AttractionKind = 'museum' | 'shopping' | 'sight';

export interface Attraction {
  /** The message keys visit.attraction.<id>.name / .body / .metro hold its words. */
  id: 'museum' | 'bund' | 'yuyuan' | 'nanjing' | 'lujiazui' | 'tianzifang';
  kind: AttractionKind;
  km: number;
  /** A map search for it (any map site the visitor's phone opens). */
  mapHref: string;
}

export const ATTRACTIONS: readonly Attraction[] = [
  { id: 'museum', kind: 'museum', km: 7.5, mapHref: 'https://uri.amap.com/search?keyword=%E4%B8%8A%E6%B5%B7%E5%8D%9A%E7%89%A9%E9%A6%86' },
  { id: 'bund', kind: 'sight', km: 6, mapHref: 'https://uri.amap.com/search?keyword=%E5%A4%96%E6%BB%A9' },
  { id: 'yuyuan', kind: 'shopping', km: 5, mapHref: 'https://uri.amap.com/search?keyword=%E8%B1%AB%E5%9B%AD' },
  {
    id: 'nanjing',
    kind: 'shopping',
    km: 7,
    mapHref: 'https://uri.amap.com/search?keyword=%E5%8D%97%E4%BA%AC%E8%B7%AF%E6%AD%A5%E8%A1%8C%E8%A1%97',
  },
  { id: 'lujiazui', kind: 'sight', km: 5.5, mapHref: 'https://uri.amap.com/search?keyword=%E9%99%86%E5%AE%B6%E5%98%B4' },
  { id: 'tianzifang', kind: 'shopping', km: 4, mapHref: 'https://uri.amap.com/search?keyword=%E7%94%B0%E5%AD%90%E5%9D%8A' },
];

const KINDS = ['all', 'museum', 'shopping', 'sight'] as const;
type Filter = (typeof KINDS)[number];

export interface AttractionScreenProps {
  attractions?: readonly Attraction[];
  /** The first filter shown (all by default). */
  initialKind?: Filter;
}

/** /attraction/index: places around the venue that have to do with jewellery and craft. */
export function AttractionScreen({ attractions = ATTRACTIONS, initialKind = 'all' }: AttractionScreenProps) {
  const intl = useIntl();
  const t = useT();
  const titleId = useId();
  const [kind, setKind] = useState<Filter>(initialKind);
  return (
    <article className="spw-visit" aria-labelledby={titleId}>
      <header className="spw-visit__head">
        <h1 id={titleId}>{t('visit.attraction.title')}</h1>
        <p>{t('visit.attraction.lead')}</p>
      </header>
      <Tabs value={kind} onValueChange={(value) => setKind(value as Filter)} variant="pill" size="sm">
        <TabsList aria-label={t('visit.attraction.filter')}>
          {KINDS.map((k) => (
            <TabsTrigger key={k} value={k}>
              {t(`visit.attraction.kind.${k}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {KINDS.map((k) => (
          <TabsContent key={k} value={k}>
            <ul className="spw-visit__places">
              {attractions
                .filter((a) => k === 'all' || a.kind === k)
                .map((a) => {
                  const name = t(`visit.attraction.${a.id}.name`);
                  return (
                    <li key={a.id} className="spw-visit__place">
                      <h2>{name}</h2>
                      <Tag size="sm">{t(`visit.attraction.kind.${a.kind}`)}</Tag>
                      <p>{t(`visit.attraction.${a.id}.body`)}</p>
                      <p className="spw-visit__meta">
                        {t('visit.attraction.distance', { km: intl.formatNumber(a.km) })} ·{' '}
                        {t('visit.attraction.metro', { line: t(`visit.attraction.${a.id}.metro`) })}
                      </p>
                      <a href={a.mapHref} target="_blank" rel="noopener noreferrer">
                        {t('visit.attraction.map', { name })}
                      </a>
                    </li>
                  );
                })}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </article>
  );
}
