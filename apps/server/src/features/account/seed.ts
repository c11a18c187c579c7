import type { Tx } from '../../db/index.ts';
import { userAddresses, userInvoiceTitles } from '../../db/schema.ts';

/**
 * Invoice titles and shipping addresses of the demo members (5 lin, 6 oliver), inserted in this
 * order: lin's are ids 1 and 2 of each table (the first the default), oliver's id 3.
 */
export async function seedAccount(tx: Tx): Promise<void> {
  await tx.insert(userInvoiceTitles).values([
    { uid: 5, titleType: 'personal', titleName: '林晓', isDefault: true },
    {
      uid: 5,
      titleType: 'company',
      titleName: '深圳市水贝珠宝有限公司',
      taxNumber: '91440300MA5G8K2X7R',
      regAddress: '深圳市罗湖区翠竹街道水贝二路 18 号',
      regPhone: '0755-2555 8866',
      bankName: '中国工商银行深圳水贝支行',
      bankAccount: '4000 0212 0910 0123 456',
    },
    {
      uid: 6,
      titleType: 'company',
      titleName: '格兰特精炼（上海）有限公司',
      taxNumber: '91310115MA1H9P3C6U',
      regAddress: '中国（上海）自由贸易试验区富特北路 211 号',
      regPhone: '021-5868 1200',
      isDefault: true,
    },
  ]);
  await tx.insert(userAddresses).values([
    {
      uid: 5,
      realname: '林晓',
      tel: '13800000004',
      street: '广东省深圳市罗湖区翠竹路 1001 号水贝珠宝大厦 12 楼',
      zip: '518020',
      isDefault: true,
    },
    { uid: 5, realname: '林晓', tel: '13800000004', street: '上海市浦东新区世博馆路 200 号（铂金周会场）', zip: '200126' },
    {
      uid: 6,
      realname: 'Oliver Grant',
      countryCode: '44',
      tel: '7700900123',
      street: '上海市静安区南京西路 1266 号恒隆广场 2 座 30 楼',
      zip: '200040',
      isDefault: true,
    },
  ]);
}
