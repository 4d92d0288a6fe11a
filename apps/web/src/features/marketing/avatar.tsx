import type { Avatar } from './testimonials.ts';
import * as styles from './avatar.css.ts';

/** Generated initials in a coloured circle. Decorative: the name is always printed next to it. */
export function InitialsAvatar({ avatar }: { avatar: Avatar }) {
  return (
    <span className={styles.avatar[avatar.tone]} aria-hidden="true">
      {avatar.initials}
    </span>
  );
}
