import { Icon } from '../../icons';

// Icons of the run views and the replay bar (same 24-unit stroke style as ui/icons).

export const EyeIcon = ({ closed = false }: { closed?: boolean }) => (
  <Icon>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {closed && <path d="M4 4l16 16" />}
  </Icon>
);

export const StepBackIcon = () => (
  <Icon>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);

export const StepForwardIcon = () => (
  <Icon>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const JumpBackIcon = () => (
  <Icon>
    <path d="M12 6l-6 6 6 6M19 6l-6 6 6 6" />
  </Icon>
);

export const JumpForwardIcon = () => (
  <Icon>
    <path d="M5 6l6 6-6 6M12 6l6 6-6 6" />
  </Icon>
);

export const StartIcon = () => (
  <Icon>
    <path d="M6 5v14M18 6l-7 6 7 6z" />
  </Icon>
);

export const EndIcon = () => (
  <Icon>
    <path d="M18 5v14M6 6l7 6-7 6z" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <path d="M8 5v14M16 5v14" />
  </Icon>
);

export const WarningIcon = () => (
  <Icon>
    <path d="M12 3 2 20h20z" />
    <path d="M12 10v4M12 17v.5" />
  </Icon>
);

export const LockIcon = () => (
  <Icon>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);
