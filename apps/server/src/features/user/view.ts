import type { components } from '@spw/api/schema';
import { users, type PermissionMap } from '../../db/schema.ts';

type User = components['schemas']['User'];
type UserBrief = components['schemas']['UserBrief'];
export type UserRow = typeof users.$inferSelect;

const PERMISSION_KEYS = ['article', 'company', 'document', 'special', 'statistic', 'dataSet', 'dataItem', 'netdisk', 'quoteData'] as const;

/** The full permission map, '0' for every key the user lacks. */
export function fullPermission(p: PermissionMap): Required<PermissionMap> {
  return Object.fromEntries(PERMISSION_KEYS.map((k) => [k, p[k] === '1' ? '1' : '0'])) as Required<PermissionMap>;
}

function gender(value: string): User['gender'] {
  return value === 'female' || value === 'male' ? value : 'secret';
}

/** A profile as others see it; `owner` adds the private fields (for the owner and admins). */
export function userView(u: UserRow, owner: boolean, isFollow?: boolean): User {
  const view: User = {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    bg_url: u.bgUrl,
    company: u.company,
    position: u.position,
    website: u.website,
    description: u.description,
    content: u.content,
    gender: gender(u.gender),
    city: u.city,
    is_verified: u.isVerified ? 1 : 0,
    verified_type: u.verifiedType,
    verified_reason: u.verifiedReason,
    is_column: u.isColumn ? 1 : 0,
    is_homepage: u.isHomepage ? 1 : 0,
    is_reviewer: u.isReviewer ? 1 : 0,
    created_at: u.createdAt.toISOString(),
  };
  if (owner) {
    view.phone = u.phone;
    view.email = u.email ?? '';
    view.username = u.username ?? '';
    view.flag = u.flag;
    view.permission = fullPermission(u.permission);
  }
  if (isFollow !== undefined) view.is_follow = isFollow;
  return view;
}

export const briefColumns = {
  id: users.id,
  nickname: users.nickname,
  avatar: users.avatar,
  isVerified: users.isVerified,
  verifiedType: users.verifiedType,
  description: users.description,
  company: users.company,
  position: users.position,
};

export type BriefRow = {
  id: number;
  nickname: string;
  avatar: string;
  isVerified: number;
  verifiedType: number;
  description: string;
  company: string;
  position: string;
};

export function briefView(u: BriefRow, isFollow?: boolean): UserBrief {
  const view: UserBrief = {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    is_verified: u.isVerified ? 1 : 0,
    verified_type: u.verifiedType,
    description: u.description,
    company: u.company,
    position: u.position,
  };
  if (isFollow !== undefined) view.is_follow = isFollow;
  return view;
}
