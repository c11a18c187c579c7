import type { components } from '@spw/api';

/** Story data for the mobile landing (/h5/mp), typed by the contract. */
type AppLinks = components['schemas']['AppLinks'];

export const SITE_NAME = '上海铂金周';
export const SITE_NAME_EN = 'Shanghai Platinum Week';

/** Everything offered: the mini program, the official account and both apps. */
export const APP_LINKS: AppLinks = {
  mini_program_name: '上海铂金周',
  mini_program_link: 'https://wxaurl.cn/bR5kX9sPq2c',
  official_account: '铂金周资讯',
  official_account_link: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzA5NjQ0ODQxMg==#wechat_redirect',
  ios_url: 'https://apps.apple.com/cn/app/id6443219087',
  android_url: 'https://www.platinumweek.cn/download/spw-android.apk',
};

/** Only the mini program so far. */
export const APP_LINKS_MINI_ONLY: AppLinks = {
  mini_program_name: '上海铂金周',
  mini_program_link: 'https://wxaurl.cn/bR5kX9sPq2c',
  official_account: '',
  official_account_link: '',
  ios_url: '',
  android_url: '',
};

/** The official account by name only (no link to draw a code of), and the iPhone app only. */
export const APP_LINKS_ACCOUNT_BY_NAME: AppLinks = {
  mini_program_name: '',
  mini_program_link: '',
  official_account: 'Platinum Week News',
  official_account_link: '',
  ios_url: 'https://apps.apple.com/cn/app/id6443219087',
  android_url: '',
};

/** Nothing offered yet. */
export const APP_LINKS_NONE: AppLinks = {
  mini_program_name: '',
  mini_program_link: '',
  official_account: '',
  official_account_link: '',
  ios_url: '',
  android_url: '',
};

/** Long names, for the long-text story. */
export const APP_LINKS_LONG: AppLinks = {
  ...APP_LINKS,
  mini_program_name: '上海铂金周暨铂族金属供需展望与铂金首饰零售高峰论坛官方服务平台',
  official_account: '上海铂金周组委会国际铂族金属市场与珠宝设计联合研究中心官方资讯',
};
