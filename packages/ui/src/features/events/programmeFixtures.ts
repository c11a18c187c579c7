import type { components } from '@spw/api';

/** Story data for the programme screens, typed by the contract. */
type EventSponsor = components['schemas']['EventSponsor'];
type AgendaSession = components['schemas']['AgendaSession'];
type AgendaSpeaker = components['schemas']['AgendaSpeaker'];
type Photo = components['schemas']['Photo'];
type Report = components['schemas']['Report'];
type Comment = components['schemas']['Comment'];

/** A small drawn picture (no network in stories): a tinted panel with a label. */
export function picture(label: string, width: number, height: number, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="hsl(${hue} 30% 86%)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="hsl(${hue} 28% 62%)"/><text x="${width / 2}" y="${height / 2 + 10}" font-family="Georgia,serif" font-size="${Math.round(height / 6)}" fill="#222" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const sponsor = (
  id: number,
  tier: EventSponsor['tier'],
  name: string,
  en_name: string,
  description = '',
  en_description = '',
): EventSponsor => ({
  id,
  events_id: 13,
  tier,
  name,
  en_name,
  logo: picture(en_name.slice(0, 3) || 'SPW', 320, 120, (id * 47) % 360),
  url: `https://sponsor${id}.example.com/`,
  description,
  en_description,
  sort: id,
});

export const SPONSORS: EventSponsor[] = [
  sponsor(
    1,
    'title',
    '全球铂金协会',
    'Global Platinum Council',
    '推动铂金在首饰、工业与氢能领域的应用。\n\n2024 上海铂金周冠名赞助商。',
    'Promotes platinum in jewellery, industry and hydrogen.\n\nTitle sponsor of Shanghai Platinum Week 2024.',
  ),
  sponsor(2, 'platinum', '南非铂矿集团', 'Bushveld Platinum Mines'),
  sponsor(3, 'platinum', '上海贵金属交易中心', 'Shanghai Precious Metals Centre'),
  sponsor(4, 'gold', '金典珠宝', 'Jindian Jewellery'),
  sponsor(5, 'gold', '欧洲贵金属精炼公司', 'EuroRefine AG'),
  sponsor(6, 'silver', '思远珠宝设计', ''),
  sponsor(7, 'partner', '中国珠宝设计学院', 'China Jewellery Design Academy'),
  sponsor(8, 'media', '财经周刊', 'Finance Weekly'),
];

const speaker = (
  id: number,
  nickname: string,
  en_name: string,
  position: string,
  en_position: string,
  company: string,
  en_company: string,
): AgendaSpeaker => ({
  id,
  nickname,
  en_name,
  avatar: '',
  company,
  en_company,
  position,
  en_position,
});

export const SPEAKERS: AgendaSpeaker[] = [
  speaker(1, '陈立群', 'Chen Liqun', '主席', 'Chair', '上海铂金周组委会', 'Shanghai Platinum Week'),
  speaker(2, 'Trevor Raymond', '', '首席执行官', 'Chief Executive', '全球铂金协会', 'Global Platinum Council'),
  speaker(3, '李娜', '', '首席精炼工程师', 'Chief Refining Engineer', '中铂金属', 'Sino-Platinum Metals'),
];

const session = (
  id: number,
  start: string,
  end: string,
  title: string,
  en_title: string,
  room: string,
  en_room: string,
  speakers: AgendaSpeaker[],
  description = '',
  en_description = '',
): AgendaSession => ({
  id,
  events_id: 13,
  starts_at: new Date(`${start}+08:00`).toISOString(),
  ends_at: new Date(`${end}+08:00`).toISOString(),
  title,
  en_title,
  room,
  en_room,
  description,
  en_description,
  speakers,
});

export const SESSIONS: AgendaSession[] = [
  session(
    1,
    '2024-11-18T09:30',
    '2024-11-18T10:30',
    '开幕式与主旨演讲',
    'Opening and keynote',
    '主会场',
    'Main Hall',
    SPEAKERS.slice(0, 2),
    '组委会致辞与年度主旨演讲。',
    'Welcome from the organisers and the keynote of the year.',
  ),
  session(2, '2024-11-18T14:00', '2024-11-18T15:30', '首饰设计趋势论坛', 'Jewellery design trends forum', '设计厅', 'Design Hall', [
    SPEAKERS[2] as AgendaSpeaker,
  ]),
  session(
    3,
    '2024-11-19T09:30',
    '2024-11-19T11:00',
    '市场与价格圆桌',
    'Markets and prices round table',
    '主会场',
    'Main Hall',
    SPEAKERS,
    '交易所、精炼商与零售商共话价格走势。',
    'Exchanges, refiners and retailers on where prices go.',
  ),
  session(4, '2024-11-20T14:00', '2024-11-20T15:00', '闭幕式', 'Closing ceremony', '主会场', '', []),
];

const CAPTIONS: [string, string][] = [
  ['开幕式现场', 'The opening ceremony'],
  ['主旨演讲', 'The keynote'],
  ['供需展望论坛', 'The supply and demand outlook'],
  ['设计师作品展示', 'Designers show their work'],
  ['铂金婚戒工作坊', 'The wedding ring workshop'],
  ['市场圆桌', 'The market round table'],
  ['展区一角', 'In the exhibition hall'],
  ['嘉宾交流', 'Guests in conversation'],
  ['媒体采访', 'Press interviews'],
  ['晚宴', 'The banquet'],
  ['', ''],
  ['闭幕式合影', 'Group photo at the close'],
];

export const PHOTOS: Photo[] = CAPTIONS.map(([caption, en_caption], i) => {
  const portrait = i % 5 === 3;
  return {
    id: i + 1,
    events_id: 13,
    url: picture(String(i + 1), portrait ? 300 : 450, portrait ? 400 : 300, (i * 29) % 360),
    width: portrait ? 300 : 450,
    height: portrait ? 400 : 300,
    caption,
    en_caption,
  };
});

export const REPORTS: Report[] = [
  {
    id: 4,
    events_id: 13,
    title: '闭幕：下一届再会',
    en_title: 'Closing: see you next year',
    summary: '五天的活动圆满结束。',
    en_summary: 'Five days of the week come to a close.',
    cover: picture('4', 320, 180, 40),
    source: '上海铂金周组委会',
    en_source: 'Shanghai Platinum Week Organising Committee',
    published_at: '2024-11-22T10:00:00.000Z',
  },
  {
    id: 2,
    events_id: 13,
    title: '供需展望：铂金市场连续第三年短缺',
    en_title: 'Outlook: a third year of platinum deficit',
    summary: '年度供需报告在铂金周发布。',
    en_summary: 'The yearly supply and demand report was released at the week.',
    cover: picture('2', 320, 180, 200),
    source: '财经周刊',
    en_source: 'Finance Weekly',
    published_at: '2024-11-19T10:00:00.000Z',
  },
  {
    id: 1,
    events_id: 13,
    title: '2024 上海铂金周开幕',
    en_title: '',
    summary: '来自全球的铂族金属从业者齐聚上海。',
    en_summary: '',
    cover: '',
    source: '',
    en_source: '',
    published_at: '2024-11-18T10:00:00.000Z',
  },
];

export const REPORT: Report = {
  ...(REPORTS[1] as Report),
  content:
    '<p>报告认为，矿产供应下降与氢能需求上升使市场保持短缺。</p><h2>要点</h2><ul><li>矿产供应下降</li><li>回收低于预期</li></ul><blockquote>回收供应仍低于预期。</blockquote><p>详见<a href="https://www.example.com/report" rel="noopener noreferrer nofollow" target="_blank">报告全文</a>。</p>',
  en_content:
    '<p>The report finds falling mine supply and rising hydrogen demand keep the market short.</p><h2>Key points</h2><ul><li>Mine supply falls</li><li>Recycling below expectations</li></ul><blockquote>Recycled supply is still below expectations.</blockquote><p>See <a href="https://www.example.com/report" rel="noopener noreferrer nofollow" target="_blank">the full report</a>.</p>',
};

const comment = (id: number, uid: number, nickname: string, content: string, created_at: string): Comment => ({
  id,
  events_id: 13,
  uid,
  nickname,
  avatar: '',
  content,
  created_at,
});

export const COMMENTS: Comment[] = [
  comment(12, 5, '林晓', '今年的设计论坛很有启发，期待明年！', '2024-11-23T02:00:00.000Z'),
  comment(11, 6, 'Oliver Grant', 'Great panel on recycling. The data on Asian refining was new to me.', '2024-11-22T09:30:00.000Z'),
  comment(10, 7, '周一鸣', '婚戒工作坊的现场演示太精彩了。', '2024-11-21T06:15:00.000Z'),
];
