export type WechatLoginType = 'wechat' | 'wechat_op_web';

export interface WechatProfile {
  openid: string;
  unionid?: string;
  nickname?: string;
  avatar?: string;
}

/** WeChat sign-in: off unless an app id and secret are configured. */
export interface WechatAuth {
  enabled(type: WechatLoginType): boolean;
  /** Exchanges an OAuth code for the user's identity; throws when WeChat refuses the code. */
  exchange(type: WechatLoginType, code: string): Promise<WechatProfile>;
}

export interface WechatKeys {
  appId: string;
  appSecret: string;
  openAppId: string;
  openAppSecret: string;
}

/** The real adapter: WeChat's OAuth 2 code exchange (official account and open-platform web apps). */
export class WechatOAuth implements WechatAuth {
  constructor(
    private readonly keys: WechatKeys,
    private readonly base = 'https://api.weixin.qq.com',
  ) {}

  private pair(type: WechatLoginType): [string, string] {
    return type === 'wechat' ? [this.keys.appId, this.keys.appSecret] : [this.keys.openAppId, this.keys.openAppSecret];
  }

  enabled(type: WechatLoginType): boolean {
    const [id, secret] = this.pair(type);
    return id !== '' && secret !== '';
  }

  async exchange(type: WechatLoginType, code: string): Promise<WechatProfile> {
    const [appid, secret] = this.pair(type);
    const tokenUrl = `${this.base}/sns/oauth2/access_token?appid=${encodeURIComponent(appid)}&secret=${encodeURIComponent(secret)}&code=${encodeURIComponent(code)}&grant_type=authorization_code`;
    const tokenRes = (await (await fetch(tokenUrl, { signal: AbortSignal.timeout(10_000) })).json()) as {
      access_token?: string;
      openid?: string;
      unionid?: string;
      errcode?: number;
    };
    if (!tokenRes.access_token || !tokenRes.openid) throw new Error(`wechat refused the code (${tokenRes.errcode ?? 'no token'})`);
    const infoUrl = `${this.base}/sns/userinfo?access_token=${encodeURIComponent(tokenRes.access_token)}&openid=${encodeURIComponent(tokenRes.openid)}`;
    const info = (await (await fetch(infoUrl, { signal: AbortSignal.timeout(10_000) })).json()) as {
      nickname?: string;
      headimgurl?: string;
    };
    return { openid: tokenRes.unionid ?? tokenRes.openid, unionid: tokenRes.unionid, nickname: info.nickname, avatar: info.headimgurl };
  }
}
