import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { MB } from '../../components/upload-rules.ts';

export type Certification = components['schemas']['Certification'];
export type CertificationType = components['schemas']['CertificationType'];
export type CertificationStatus = components['schemas']['CertificationStatus'];

/** The contract's limits (CertificationApplyBody), in characters as a reader counts them. */
export const CERTIFICATION_LIMITS = {
  name: 50,
  organisation: 100,
  title: 50,
  reasonMin: 2,
  reason: 40,
  documents: 5,
  documentBytes: 5 * MB,
  /** The longest reason /certification/decide takes for a rejection. */
  rejectReason: 200,
} as const;

/** The pictures /certification/upload takes. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png';

/** Characters as a reader counts them (an emoji is one). */
export const charCount = (text: string) => [...text].length;

export const TYPE_LABEL: Record<CertificationType, MessageKey> = {
  1: 'certification.type.expert',
  2: 'certification.type.organisation',
};

export const TYPE_HINT: Record<CertificationType, MessageKey> = {
  1: 'certification.type.expertHint',
  2: 'certification.type.organisationHint',
};

export const STATUS_LABEL: Record<CertificationStatus, MessageKey> = {
  0: 'certification.status.waiting',
  1: 'certification.status.approved',
  2: 'certification.status.rejected',
};

export const STATUS_TONE = { 0: 'gold', 1: 'success', 2: 'danger' } as const;

/** What the name field is called: a person's real name, or the organisation's registered name. */
export const NAME_LABEL: Record<CertificationType, MessageKey> = {
  1: 'certification.field.realName',
  2: 'certification.field.orgName',
};

/** What the organisation field holds: an expert's employer, an organisation's English name. */
export const ORGANISATION_LABEL: Record<CertificationType, MessageKey> = {
  1: 'certification.field.employer',
  2: 'certification.field.enName',
};

/** VerifiedBadge's verified_type for an application's type: the same numbers (2 organisation, else expert). */
export const badgeType = (type: CertificationType): number => type;
