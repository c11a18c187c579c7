import type { Tx } from '../../db/index.ts';
import { cleanRichText } from '../../http/rich-text.ts';
import { pages } from './tables.ts';

const page = (name: string, title: string, enTitle: string, content: string, enContent: string) => ({
  name,
  title,
  enTitle,
  content: cleanRichText(content),
  enContent: cleanRichText(enContent),
});

/** The pages the site links to (sign-up's agreement, the privacy policy, the purchase rules), in both languages. */
export async function seedPage(tx: Tx): Promise<void> {
  await tx.insert(pages).values([
    page(
      'agreement',
      '用户协议',
      'User agreement',
      `<p>欢迎使用上海铂金周网站（以下简称“本网站”）。注册即表示您同意本协议。</p>
<h2>一、账号</h2>
<ol><li>您应提供真实、准确的注册信息，并妥善保管账号与密码。</li><li>账号仅限本人使用，不得转让或出借。</li></ol>
<h2>二、内容</h2>
<p>您在本网站发布的评论、文章与报价应遵守法律法规，不得侵犯他人权利。本网站可对违规内容进行处理。</p>
<h2>三、隐私</h2>
<p>我们按照<a href="#/page/index?name=privacy">隐私政策</a>处理您的个人信息。</p>`,
      `<p>Welcome to the Shanghai Platinum Week website (the "site"). By signing up you accept this agreement.</p>
<h2>1. Your account</h2>
<ol><li>Give true and accurate details when you sign up, and keep your password safe.</li><li>An account is yours alone: do not transfer or lend it.</li></ol>
<h2>2. What you post</h2>
<p>Comments, articles and offers you post must respect the law and the rights of others. The site may act on content that does not.</p>
<h2>3. Privacy</h2>
<p>We handle your personal data as the <a href="#/page/index?name=privacy">privacy policy</a> says.</p>`,
    ),
    page(
      'privacy',
      '隐私政策',
      'Privacy policy',
      `<p>我们只收集提供服务所需的信息：注册信息、报名与订单信息，以及您主动发布的内容。</p>
<h2>我们如何使用</h2>
<ul><li>完成报名、出票、签到与发票开具；</li><li>发送验证码与活动通知；</li><li>改进网站体验。</li></ul>
<p>未经您同意，我们不会向第三方出售或提供您的个人信息。</p>`,
      `<p>We collect only what the service needs: your sign-up details, your registrations and orders, and what you choose to post.</p>
<h2>How we use it</h2>
<ul><li>to register you, issue tickets, check you in and issue invoices;</li><li>to send verification codes and event notices;</li><li>to improve the site.</li></ul>
<p>We never sell or give your personal data to third parties without your consent.</p>`,
    ),
    page(
      'buy-rule',
      '购票须知',
      'Ticket purchase rules',
      `<h2>购票</h2>
<p>门票实名制，一人一票；请在订单有效期内完成支付，逾期订单将自动取消。</p>
<h2>退改</h2>
<table><thead><tr><th scope="col">申请时间</th><th scope="col">退款比例</th></tr></thead>
<tbody><tr><td>活动开始前 15 天以上</td><td>100%</td></tr><tr><td>活动开始前 7–15 天</td><td>50%</td></tr><tr><td>活动开始前 7 天内</td><td>不予退款</td></tr></tbody></table>`,
      `<h2>Buying</h2>
<p>Tickets are in the holder's name, one per person. Pay within the order's time limit: unpaid orders are cancelled.</p>
<h2>Refunds and changes</h2>
<table><thead><tr><th scope="col">Asked</th><th scope="col">Refund</th></tr></thead>
<tbody><tr><td>More than 15 days before the event</td><td>100%</td></tr><tr><td>7–15 days before</td><td>50%</td></tr><tr><td>Less than 7 days before</td><td>None</td></tr></tbody></table>`,
    ),
  ]);
}
