/**
 * The antd components the shop uses, and only those. This module, not antd itself, is the shared singleton: one
 * antd instance at run time without shipping the whole library (436 KiB gzip). A slice that needs another
 * component adds it here (an addition: never remove or rename an export, deployed slices rely on it). It is loaded
 * only by a page whose slice imports it: the storefront's slices do not, the back office does.
 */

export type {
  ButtonProps,
  DescriptionsProps,
  FormInstance,
  FormProps,
  InputProps,
  MenuProps,
  ModalProps,
  SelectProps,
  SliderSingleProps,
  TableColumnsType,
  TableProps,
  TabsProps,
  UploadFile,
  UploadProps,
} from 'antd';
export {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Checkbox,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Image,
  Input,
  InputNumber,
  Menu,
  Modal,
  Popconfirm,
  Rate,
  Result,
  Select,
  Skeleton,
  Slider,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  Typography,
  theme,
  Upload,
} from 'antd';
