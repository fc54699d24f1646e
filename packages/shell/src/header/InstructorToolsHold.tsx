/**
 * The instructor tools' room (referral code field and Invite link), held while their part or the
 * code loads: an empty label line and control-high blocks, laid out by the same rules as the
 * loaded tools, so the header's row keeps its height and nothing in it moves when they come.
 */
import { Skeleton } from '@yuno/ui';

const CONTROL = 'var(--yuno-control-height-sm)';

/** The referral field's place: its label line and its field-and-Copy row. */
export function ReferralHold() {
  return (
    <div className="yuno-copy yuno-referral" aria-hidden="true">
      <span className="yuno-copy__label">&nbsp;</span>
      <Skeleton height={CONTROL} />
    </div>
  );
}

/** Both tools' place, before their part arrives. */
export function InstructorToolsHold() {
  return (
    <div className="yuno-instructor-tools">
      <ReferralHold />
      <Skeleton width={94} height={CONTROL} />
    </div>
  );
}
