import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { columnSubscriptions, columns, follows, messages, notifications, users } from '../../db/schema.ts';

/** Demo users in seed order: 1 admin, 2 creator, 3 reviewer, 4 shop, 5 lin, 6 oliver, 7 zhou, 8 sato. */
const FOLLOWS: [number, number][] = [
  [5, 2],
  [6, 2],
  [7, 2],
  [8, 2],
  [3, 2],
  [4, 2],
  [5, 6],
  [6, 5],
  [5, 7],
  [7, 5],
  [8, 6],
  [6, 8],
  [2, 3],
  [5, 3],
  [7, 3],
];

const COLUMNS = [
  {
    uid: 2,
    name: '铂金市场周报',
    enName: 'Platinum Market Weekly',
    pic: '/demo/columns/1.svg',
    articleAmount: 48,
    chosenAmount: 12,
    sort: 1,
    content: '每周解读铂金供需、库存与价格走势，附上海黄金交易所与伦敦市场数据对比。',
    enContent: 'A weekly reading of platinum supply, demand, stocks and prices, comparing Shanghai and London.',
  },
  {
    uid: 2,
    name: '钯铑观察',
    enName: 'Palladium & Rhodium Watch',
    pic: '/demo/columns/2.svg',
    articleAmount: 31,
    chosenAmount: 7,
    sort: 2,
    content: '汽车催化剂需求、南非与俄罗斯供应变化对钯、铑价格的影响。',
    enContent: 'How autocatalyst demand and supply from South Africa and Russia move palladium and rhodium.',
  },
  {
    uid: 3,
    name: '首饰设计手记',
    enName: 'Notes on Jewellery Design',
    pic: '/demo/columns/3.svg',
    articleAmount: 22,
    chosenAmount: 9,
    sort: 3,
    content: '从设计草图到铂金成品：工艺、镶嵌与当代首饰设计的思考。',
    enContent: 'From sketch to finished platinum piece: craft, setting and contemporary design.',
  },
  {
    uid: 2,
    name: '铂金周现场',
    enName: 'Live from Platinum Week',
    pic: '/demo/columns/4.svg',
    articleAmount: 65,
    chosenAmount: 20,
    sort: 4,
    content: '历届上海铂金周论坛实录、嘉宾专访与展会花絮。',
    enContent: 'Transcripts, guest interviews and scenes from every Shanghai Platinum Week.',
  },
];

const SUBSCRIPTIONS: [number, number][] = [
  [1, 5],
  [1, 6],
  [1, 7],
  [1, 8],
  [2, 5],
  [2, 6],
  [3, 7],
  [3, 8],
  [3, 5],
  [4, 6],
  [4, 5],
];

const MESSAGES: [number, number, string][] = [
  [6, 5, 'Hi Lin, are you coming to the platinum forum on the second day? Would be good to catch up.'],
  [5, 6, '会去的！第二天上午的论坛我报名了，到时见。'],
  [7, 5, '林经理您好，我们工作室的新系列铂金戒指样品已经出来了，方便的话周末来看看？'],
  [8, 6, 'Oliver, thanks for the introduction to the Shanghai refiners. The meeting went well.'],
];

export async function seedSocial(tx: Tx): Promise<void> {
  await tx.insert(follows).values(FOLLOWS.map(([uid, followUid]) => ({ uid, followUid })));
  await tx
    .insert(notifications)
    .values(
      FOLLOWS.map(([uid, followUid]) => ({ uid: followUid, type: 'follow', fromUid: uid, link: `/user/index?uid=${uid}`, isRead: 1 })),
    );
  // Counters agree with the rows they count.
  await tx.update(users).set({
    followAmount: sql`(SELECT count(*) FROM follows f WHERE f.uid = ${users.id})::int`,
    fansAmount: sql`(SELECT count(*) FROM follows f WHERE f.follow_uid = ${users.id})::int`,
  });
  await tx.insert(columns).values(COLUMNS);
  await tx.insert(columnSubscriptions).values(SUBSCRIPTIONS.map(([columnId, uid]) => ({ columnId, uid })));
  await tx
    .update(columns)
    .set({ subscribeAmount: sql`(SELECT count(*) FROM column_subscriptions s WHERE s.column_id = ${columns.id})::int` });
  for (const [from, to, content] of MESSAGES) {
    await tx.insert(messages).values({ sendUid: from, receiveUid: to, content });
    await tx
      .insert(notifications)
      .values({ uid: to, type: 'message', fromUid: from, content: content.slice(0, 100), link: `/message/list?with_uid=${from}` });
  }
}
