import { expect, test, type Locator, type Page } from '@playwright/test';
import { openMenuIfFolded, signInByPassword } from './helpers.ts';

/**
 * A member's invoice titles and shipping addresses, through the site: add (a wrong value is caught
 * first), set default, edit, delete after the confirm. Both projects (desktop, phone) run against one
 * server as zhou, so each names its rows after itself and deletes what it added.
 */
async function signInAt(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await signInByPassword(page, 'zhou', 'member12345');
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
}

/** The page's list (its section is named by its heading h1), and a card in it found by its heading (h2). */
function cards(page: Page, heading: string) {
  const list = page.getByRole('region', { name: heading });
  return {
    first: () => list.getByRole('listitem').first(),
    card: (name: string) => list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) }),
  };
}

async function confirmDelete(page: Page, card: (name: string) => Locator, name: string, body: string): Promise<void> {
  await page.getByRole('button', { name: `删除 ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(body);
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(card(name)).toHaveCount(0);
}

test('a member adds a company invoice title, makes it the default, edits it and deletes one', async ({ page }, info) => {
  const tag = info.project.name === 'phone' ? '手机' : '桌面';
  const person = `周一鸣${tag}`;
  const company = `一鸣设计工作室（${tag}）有限公司`;
  const { card, first } = cards(page, '发票抬头');
  await signInAt(page, '/userInvoiceTitle/list');
  await expect(page).toHaveTitle(/发票抬头/);
  await expect(page.getByRole('heading', { level: 1, name: '发票抬头' })).toBeVisible();

  // A personal title first: the member may have none, and the first one is the default.
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  let dialog = page.getByRole('dialog', { name: '新增发票抬头' });
  await dialog.getByLabel(/^抬头名称/).fill(person);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功').first()).toBeVisible();
  await expect(card(person)).toBeVisible();

  // The company title: a wrong tax number is caught before anything is sent.
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  dialog = page.getByRole('dialog', { name: '新增发票抬头' });
  await dialog.getByRole('radio', { name: '单位' }).check();
  await dialog.getByLabel(/^抬头名称/).fill(company);
  await dialog.getByLabel(/^税号/).fill('91330106MA2H3K4LIO');
  await dialog.getByLabel(/^注册地址/).fill('杭州市西湖区文三路 90 号');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('税号格式不正确，应为 18 位数字或大写字母（不含 I、O、S、V、Z）')).toBeVisible();
  await expect(card(company)).toHaveCount(0);
  // Typed in lower case, stored in capitals.
  await dialog.getByLabel(/^税号/).fill('91330106ma2h3k4l5n');
  await dialog.getByLabel(/^银行账号/).fill('3301 0400 0123 4567');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  const companyCard = card(company);
  await expect(companyCard).toContainText('91330106MA2H3K4L5N');
  await expect(companyCard.getByText('默认', { exact: true })).toHaveCount(0);

  // Make it the default: the tag moves to it, and it comes first.
  await page.getByRole('button', { name: `设为默认 ${company}` }).click();
  await expect(page.getByText('已设为默认').first()).toBeVisible();
  await expect(companyCard.getByText('默认', { exact: true })).toBeVisible();
  await expect(card(person).getByText('默认', { exact: true })).toHaveCount(0);
  await expect(first()).toContainText(company);
  await expect(page.getByRole('button', { name: `设为默认 ${company}` })).toHaveCount(0);

  // Edit it: the form opens filled in, the default box fixed.
  await page.getByRole('button', { name: `编辑 ${company}` }).click();
  dialog = page.getByRole('dialog', { name: '编辑发票抬头' });
  await expect(dialog.getByLabel(/^税号/)).toHaveValue('91330106MA2H3K4L5N');
  await expect(dialog.getByRole('checkbox', { name: '设为默认抬头' })).toBeDisabled();
  await dialog.getByLabel(/^注册电话/).fill('0571-8888 6666');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功').first()).toBeVisible();
  await expect(companyCard).toContainText('0571-8888 6666');

  // Delete the personal one after the confirm; cancel first changes nothing.
  await page.getByRole('button', { name: `删除 ${person}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
  await expect(card(person)).toBeVisible();
  await confirmDelete(page, card, person, `确定删除“${person}”吗？删除后无法恢复。`);
  // And the company one, so the other project starts from the same place.
  await confirmDelete(page, card, company, `确定删除“${company}”吗？删除后无法恢复。`);
});

test('a member adds a shipping address, makes it the default, edits it and deletes one', async ({ page }, info) => {
  const tag = info.project.name === 'phone' ? '手机' : '桌面';
  const home = `周一鸣${tag}`;
  const studio = `一鸣工作室${tag}`;
  const { card, first } = cards(page, '收货地址');
  await signInAt(page, '/userAddress/list');
  await expect(page).toHaveTitle(/收货地址/);
  await expect(page.getByRole('heading', { level: 1, name: '收货地址' })).toBeVisible();

  const add = async (realname: string, street: string, tel = '13800000006') => {
    await page.getByRole('button', { name: '新增收货地址' }).click();
    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await dialog.getByLabel(/^收货人/).fill(realname);
    await dialog.getByLabel(/^手机号/).fill(tel);
    await dialog.getByLabel(/^详细地址/).fill(street);
    await dialog.getByLabel(/^邮编/).fill('310012');
    await dialog.getByRole('button', { name: '保存' }).click();
    return dialog;
  };
  await add(home, '浙江省杭州市西湖区文三路 90 号');
  await expect(page.getByText('添加成功').first()).toBeVisible();
  await expect(card(home)).toBeVisible();

  // A number that is not a mainland mobile under +86 is caught first.
  const dialog = await add(studio, '浙江省杭州市上城区南山路 1 号', '12345678');
  await expect(dialog.getByText('手机号格式不正确')).toBeVisible();
  await dialog.getByLabel(/^手机号/).fill('13900000006');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(studio)).toContainText('+86 13900000006');

  await page.getByRole('button', { name: `设为默认 ${studio}` }).click();
  await expect(page.getByText('已设为默认').first()).toBeVisible();
  await expect(card(studio).getByText('默认', { exact: true })).toBeVisible();
  await expect(first()).toContainText(studio);

  await page.getByRole('button', { name: `编辑 ${studio}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑收货地址' });
  await edit.getByLabel(/^邮编/).fill('310002');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功').first()).toBeVisible();
  await expect(card(studio)).toContainText('310002');

  await confirmDelete(page, card, home, '确定删除地址“浙江省杭州市西湖区文三路 90 号”吗？删除后无法恢复。');
  await confirmDelete(page, card, studio, '确定删除地址“浙江省杭州市上城区南山路 1 号”吗？删除后无法恢复。');
});

test('the pages speak English after the language switch', async ({ page }) => {
  await signInAt(page, '/userAddress/list');
  await openMenuIfFolded(page);
  await page.getByRole('button', { name: 'Global' }).last().click();
  // On a phone the switch is in the drawer, which closes once a language is chosen.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Recipient is required')).toBeVisible();
  await expect(dialog.getByText('The postcode must be 6 digits')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/#/userInvoiceTitle/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice titles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an invoice title' })).toBeVisible();
});
