import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AddRoadIcon from '@mui/icons-material/AddRoad';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import GroupsIcon from '@mui/icons-material/Groups';
import ListAltIcon from '@mui/icons-material/ListAlt';
import HistoryIcon from '@mui/icons-material/History';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { SvgIconComponent } from '@mui/icons-material';
import type { DashboardSlug } from '../../../shared/navigation';

/** One icon per dashboard slug, shared by the menus and the resources' definitions. */
export const slugIcons: Record<DashboardSlug, SvgIconComponent> = {
  home: HomeOutlinedIcon,
  communities: GroupsIcon,
  projects: EngineeringIcon,
  adverts: CampaignIcon,
  resident: PeopleIcon,
  streets: AddRoadIcon,
  income: TrendingUpIcon,
  expenses: TrendingDownIcon,
  debtors: MoneyOffIcon,
  address: PlaceIcon,
  wallet: AccountBalanceWalletIcon,
  profile: AccountCircleIcon,
  apartments: ApartmentIcon,
  'apartment-types': CategoryIcon,
  landlords: HomeWorkIcon,
  excos: BadgeIcon,
  audit: HistoryIcon,
  import: UploadFileIcon,
  'payment-suspense': PendingActionsIcon,
  reconciliation: AccountBalanceIcon,
  'payment-settings': CreditCardIcon,
  'reminder-schedule': EventRepeatIcon,
  notices: NotificationsOutlinedIcon,
  'visitor-passes': QrCode2Icon,
  gate: MeetingRoomIcon,
  'visitor-log': ListAltIcon,
};
