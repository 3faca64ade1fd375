import { useAvatar } from '../api/player-avatar';
import { StaticAvatar } from './static-avatar';

/** The player's avatar: an uploaded image, a built-in one, or the first letter of the name. */
export function MemberAvatar({ name, size = 28 }: { name: string; size?: number }) {
  const { data: avatar } = useAvatar();
  if (avatar?.avatarType === 'CUSTOM') {
    return (
      <img
        src={avatar.avatar}
        alt=""
        width={size}
        height={size}
        className="avatar-image"
        data-testid="member-avatar"
      />
    );
  }
  if (avatar?.avatarType === 'STATIC') {
    return (
      <span data-testid="member-avatar" className="avatar-frame">
        <StaticAvatar id={avatar.avatar} size={size} />
      </span>
    );
  }
  return (
    <span className="avatar-letter" aria-hidden="true" data-testid="member-avatar">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
