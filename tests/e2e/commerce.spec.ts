import { expect, test, type Page } from '@playwright/test';
import { callApi, signInByPassword } from './helpers.ts';

/**
 * The journey, on a fresh member per project (desktop, phone) against one server: register
 * for the current edition with a coupon, add a company invoice title and an address, buy a full
 * pass through the sandbox, see the paid order and the ticket's QR; staff check it in, a second
 * check-in is refused with the first time; the lottery draws only among the checked-in.
 */
/** Signs in at /login and waits until the site has taken the user on to `target`. */
async function signIn(page: Page, username: string, password: string, target: string): Promise<void> {
  await page.goto(`/#/login?redirect=${encodeURIComponent(target)}`);
  await signInByPassword(page, username, password);
  await expect(page).toHaveURL(new RegExp(`#${target.replace(/[?]/g, '\\?')}$`));
}

/** Forgets the session as a new browser would (the next page load starts signed out). */
async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
}

test('a member registers with a coupon, pays through the sandbox and is checked in once; the lottery draws among the checked-in', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.project.name}${Date.now() % 100000}`;
  const username = `buyer_${tag}`;
  const delegate = info.project.name === 'phone' ? '手机买家' : '桌面买家';
  const company = `铂金首饰（${info.project.name}）有限公司`;
  const reg = await callApi(baseURL ?? '', '/user/reg', { body: { username, password: 'platinum2026', nickname: delegate, agree: true } });
  expect(reg.code, reg.msg).toBe(0);
  // Registration, with the coupon checked before sending.
  await signIn(page, username, 'platinum2026', '/events/regNotice?events_id=14');
  await page.getByRole('link', { name: '我已阅读，立即报名' }).click();
  await expect(page).toHaveURL(/#\/events\/reg/);
  await page.getByLabel(/^姓名/).fill(delegate);
  await page.getByLabel(/^邮箱/).fill(`${tag}@buyer.example`);
  await page.getByLabel(/^手机号/).fill('13912345678');
  await page.getByLabel(/^单位名称/).fill(company);
  await page.getByLabel(/^优惠码/).fill('platinum20');
  await page.getByRole('button', { name: '使用' }).click();
  await expect(page.getByText(/优惠码有效：门票立减 20%/)).toBeVisible();
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page).toHaveURL(/#\/events\/regResult/);
  await expect(page.getByRole('heading', { name: '报名成功' })).toBeVisible();
  await expect(page.getByText('已使用优惠码 PLATINUM20')).toBeVisible();

  // A company invoice title and an address to send the invoice to.
  await page.goto('/#/userInvoiceTitle/list');
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  let dialog = page.getByRole('dialog', { name: '新增发票抬头' });
  await dialog.getByRole('radio', { name: '单位' }).check();
  await dialog.getByLabel(/^抬头名称/).fill(company);
  await dialog.getByLabel(/^税号/).fill('91310115MA1K4Q8X2N');
  await dialog.getByLabel(/^注册地址/).fill('上海市浦东新区世博大道 1500 号');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功').first()).toBeVisible();
  await page.goto('/#/userAddress/list');
  await page.getByRole('button', { name: '新增收货地址' }).click();
  dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel(/^收货人/).fill(delegate);
  await dialog.getByLabel(/^手机号/).fill('13912345678');
  await dialog.getByLabel(/^详细地址/).fill('上海市黄浦区南京东路 100 号');
  await dialog.getByLabel(/^邮编/).fill('200001');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功').first()).toBeVisible();

  // The ticket: list → detail → rules → checkout → pay.
  await page.goto('/#/ticket/list?events_id=14');
  const pass = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '全程代表票', exact: true }) });
  await expect(pass.getByText('售票中')).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '欢迎晚宴' }) })
      .getByText('已满额'),
  ).toBeVisible();
  await pass.getByRole('link', { name: '全程代表票', exact: true }).click();
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/#\/order\/buyRule/);
  await page.getByRole('button', { name: '同意并继续' }).click();
  await expect(page.getByText('请先阅读并同意用户协议')).toBeVisible();
  await page.getByLabel('我已阅读并同意以上购票须知').check();
  await page.getByRole('button', { name: '同意并继续' }).click();
  await expect(page).toHaveURL(/#\/order\/checkout/);
  await page.getByRole('radio', { name: new RegExp(company.replace(/[()（）]/g, '.')) }).check();
  await page.getByRole('radio', { name: new RegExp(delegate) }).check();
  await page.getByRole('button', { name: '提交订单' }).click();

  await expect(page).toHaveURL(/#\/events\/payTip\?order_no=/);
  const orderNo = new URL(page.url().replace('#/', '')).searchParams.get('order_no') ?? '';
  expect(orderNo).toMatch(/^SPW[0-9A-Z]+$/);
  // 268 000 fen less 20 %.
  await expect(page.getByText('¥2,144.00').first()).toBeVisible();
  await page.getByRole('radio', { name: /立即支付（沙箱）/ }).check();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/#\/order\/payResult/);
  await expect(page.getByRole('main').getByText('支付成功', { exact: true })).toBeVisible();

  // The paid order, with its invoice title and address.
  await page.goto(`/#/order/detail?order_no=${orderNo}`);
  await expect(page.getByText('已支付').first()).toBeVisible();
  await expect(page.getByText(company).first()).toBeVisible();
  await expect(page.getByText('PLATINUM20').first()).toBeVisible();

  // The ticket and its QR code.
  await page.goto('/#/events/my');
  const qr = page.getByRole('img', { name: /^票码 [0-9A-Z]{12} 的二维码$/ });
  await expect(qr).toHaveCount(1);
  const code = ((await qr.getAttribute('aria-label')) ?? '').replace(/^票码 (\S+) 的二维码$/, '$1');
  expect(code).toMatch(/^[0-9A-Z]{12}$/);
  await expect(page.getByText('未签到')).toBeVisible();

  // Staff check the ticket in; a second time is refused with the time of the first.
  await signOut(page);
  await signIn(page, 'staff', 'staff12345', '/events/checkin?events_id=14');
  await page.getByLabel(/^票码/).fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
  await page.getByRole('button', { name: '签到', exact: true }).click();
  await expect(page.getByText('签到成功').first()).toBeVisible();
  await expect(page.getByText(delegate).first()).toBeVisible();
  await page.getByLabel(/^票码/).fill(code);
  await page.getByRole('button', { name: '签到', exact: true }).click();
  await expect(page.getByText('已签到过，不能重复签到')).toBeVisible();
  await expect(page.getByText(/^首次签到时间：\d{4}/)).toBeVisible();

  // The lottery: only the checked-in can win, and nobody twice. This project's delegate is the only
  // checked-in attendee of the edition who has not won yet (the other project's won its own draw).
  await page.goto('/#/draw/wall?events_id=14');
  await expect(page.getByRole('heading', { level: 1, name: '幸运抽奖' })).toBeVisible();
  await page.getByLabel(/^奖项名称/).fill(`纪念奖 ${tag}`);
  await page.getByLabel(/^奖项英文名称/).fill(`Souvenir ${tag}`);
  await page.getByLabel(/^中奖人数/).fill('1');
  await page.getByRole('button', { name: '开始抽奖' }).click();
  const winners = page.getByRole('list', { name: `纪念奖 ${tag} · 中奖名单` });
  await expect(winners.getByRole('listitem')).toHaveCount(1);
  await expect(winners).toContainText(delegate);
  await page.reload();
  await expect(page.getByRole('region', { name: '历史抽奖' })).toContainText(`纪念奖 ${tag}`);
  await page.getByLabel(/^奖项名称/).fill('加抽');
  await page.getByRole('button', { name: '开始抽奖' }).click();
  await expect(page.getByText('可抽奖人数只有 0 人，少于中奖人数').first()).toBeVisible();
});

test('an admin confirms a bank transfer and the member then holds the ticket', async ({ page, baseURL }, info) => {
  // A member of this project orders and chooses a bank transfer (through the API: the pages are
  // the journey above).
  const api = baseURL ?? '';
  const username = `transfer_${info.project.name}_${Date.now() % 100000}`;
  expect((await callApi(api, '/user/reg', { body: { username, password: 'platinum2026', nickname: username, agree: true } })).code).toBe(0);
  const login = await callApi<{ token: string }>(api, '/user/login', { body: { type: 'password', username, password: 'platinum2026' } });
  const token = login.data.token;
  const delegates = [
    { name: '转账代表', email: `${username}@buyer.example`, mobile: '13912345678', company: '转账公司', attendance: 'delegate' },
  ];
  expect((await callApi(api, '/eventsReg/add', { token, body: { events_id: 14, delegates } })).code).toBe(0);
  const order = await callApi<{ order_no: string }>(api, '/order/add', { token, body: { ticket_id: 2, quantity: 1 } });
  expect(order.code, order.msg).toBe(0);
  const orderNo = order.data.order_no;
  expect((await callApi(api, '/order/pay', { token, body: { order_no: orderNo, provider: 'offline' } })).code).toBe(0);

  await signIn(page, 'admin', 'admin12345', '/creator/orders');
  await expect(page.getByRole('heading', { level: 1, name: '订单与收款' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'SPWDEMO00003' })).toContainText('周一鸣');
  await page.getByRole('textbox', { name: '搜索订单号或买家昵称' }).fill(orderNo);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('listitem').filter({ hasText: orderNo });
  await expect(row).toContainText(username);
  await row.getByRole('button', { name: '确认到账' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认到账' }).click();
  await expect(page.getByText('已确认到账，门票已出').first()).toBeVisible();
  await expect(page.getByText('没有符合条件的订单')).toBeVisible();

  const tickets = await callApi<{ list: { holder: string }[] }>(api, '/eventsUser/tickets', { token });
  expect(tickets.data.list.map((t) => t.holder)).toEqual(['转账代表']);
});
