export {
  BackIcon,
  CheckIcon,
  CloseIcon,
  CopyIcon,
  ErrorIcon,
  type IconProps,
  InfoIcon,
  SearchIcon,
  Spinner,
  WarningIcon,
} from './icons'
