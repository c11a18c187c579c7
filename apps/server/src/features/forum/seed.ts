import type { Tx } from '../../db/index.ts';
import { forumReplies, forumReplyLikes, forumReports, forumThreadLikes, forumThreads } from '../../db/schema.ts';

// Demo members (seed/demo.ts order): 2 creator, 3 reviewer, 4 shop, 5 lin, 6 oliver, 7 zhou, 8 sato.
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

interface DemoThread {
  uid: number;
  title: string;
  content: string;
  images: string[];
  hours: number;
  likes: number[];
  replies: { uid: number; content: string; hours: number; likes?: number[] }[];
}

/** The square as members left it: in Chinese and English, with pictures, replies and likes. */
const THREADS: DemoThread[] = [
  {
    uid: 5,
    title: '2026 铂金周第一天的展馆动线分享',
    content:
      'A 馆从南门进最顺，先看设计师联展，再去二楼的铂金工艺区。\n中午 12 点到 1 点人最多，建议错峰去咖啡区。\n附几张现场照片，欢迎补充！',
    images: ['/demo/photos/forum-hall-1.svg', '/demo/photos/forum-hall-2.svg', '/demo/photos/forum-hall-3.svg'],
    hours: 30,
    likes: [6, 7, 8],
    replies: [
      { uid: 7, content: '谢谢分享！请问工艺区的现场演示几点开始？', hours: 28, likes: [5] },
      { uid: 5, content: '每天上午 10 点和下午 3 点各一场，每场 40 分钟。', hours: 27 },
      { uid: 8, content: '二楼的无障碍电梯在东侧，推婴儿车的朋友可以走那边。', hours: 20 },
    ],
  },
  {
    uid: 6,
    title: 'Looking for a platinum chain supplier in Shenzhen',
    content:
      "We are a small brand from Birmingham looking for a Pt950 chain supplier with hallmarking experience. Minimum order around 2 kg. Any recommendations from this year's exhibitors?",
    images: [],
    hours: 18,
    likes: [5],
    replies: [{ uid: 4, content: '金典珠宝可以做 Pt950 链条，欢迎到 B 馆 12 号展位详谈。', hours: 16, likes: [6] }],
  },
  {
    uid: 7,
    title: '铂金回收价和足铂 990 的区别，有懂的朋友吗？',
    content: '最近看到回收价和首饰标价差得很多，想了解一下 Pt990 和 Pt950 在回收时怎么算。',
    images: ['/demo/photos/forum-price.svg'],
    hours: 8,
    likes: [5, 8],
    replies: [
      { uid: 2, content: '回收按铂含量折算，Pt950 约为 Pt990 的 96%，再扣加工损耗。详细可以看研究院的价格页。', hours: 7, likes: [7, 5] },
      { uid: 4, content: '加微信 jd-gold-888 高价回收，当天到账！！！', hours: 6 },
    ],
  },
  {
    uid: 8,
    title: 'Sketches from the design forum',
    content: 'Quick sketches I made during the talk on Japanese platinum wedding rings. The point about matte finishes was new to me.',
    images: ['/demo/photos/forum-sketch-1.svg', '/demo/photos/forum-sketch-2.svg'],
    hours: 3,
    likes: [6],
    replies: [],
  },
  {
    uid: 3,
    title: '评审视角：今年参赛作品的三个趋势',
    content: '一是可拆分佩戴，二是再生铂金的使用说明越来越规范，三是男士首饰的比例上升。欢迎大家讨论。',
    images: [],
    hours: 50,
    likes: [5, 6, 7, 8],
    replies: [{ uid: 5, content: '可拆分的设计对婚戒市场很有意思，期待决赛作品。', hours: 45 }],
  },
];

export async function seedForum(tx: Tx): Promise<void> {
  for (const d of THREADS) {
    const replyTimes = d.replies.map((r) => r.hours);
    const [thread] = await tx
      .insert(forumThreads)
      .values({
        uid: d.uid,
        title: d.title,
        content: d.content,
        images: d.images,
        likeAmount: d.likes.length,
        replyAmount: d.replies.length,
        lastReplyAt: replyTimes.length ? hoursAgo(Math.min(...replyTimes)) : null,
        createdAt: hoursAgo(d.hours),
        updatedAt: hoursAgo(d.hours),
      })
      .returning({ id: forumThreads.id });
    if (!thread) continue;
    if (d.likes.length) await tx.insert(forumThreadLikes).values(d.likes.map((uid) => ({ threadId: thread.id, uid })));
    for (const r of d.replies) {
      const [reply] = await tx
        .insert(forumReplies)
        .values({ threadId: thread.id, uid: r.uid, content: r.content, likeAmount: r.likes?.length ?? 0, createdAt: hoursAgo(r.hours) })
        .returning({ id: forumReplies.id });
      if (reply && r.likes?.length) await tx.insert(forumReplyLikes).values(r.likes.map((uid) => ({ replyId: reply.id, uid })));
      // The recycling advert is reported twice: the admins' queue has something to decide.
      if (reply && r.content.includes('jd-gold-888')) {
        await tx.insert(forumReports).values([
          { kind: 'reply', threadId: thread.id, replyId: reply.id, uid: 7, reason: 'spam', detail: '', createdAt: hoursAgo(5) },
          {
            kind: 'reply',
            threadId: thread.id,
            replyId: reply.id,
            uid: 8,
            reason: 'other',
            detail: '私下交易的广告',
            createdAt: hoursAgo(4),
          },
        ]);
      }
    }
  }
}
