/**
 * The antd components the shop uses, and only those. This module, not antd itself, is the shared singleton: one
 * antd instance at run time without shipping the whole library (436 KiB gzip). A slice that needs another
 * component adds it here (an addition: never remove or rename an export, deployed slices rely on it).
 */

export type {
  ButtonProps,
  FormProps,
  InputProps,
  ModalProps,
  SelectProps,
  SliderSingleProps,
  TabsProps,
} from 'antd';
export {
  Badge,
  Button,
  ConfigProvider,
  Empty,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Rate,
  Result,
  Select,
  Skeleton,
  Slider,
  Spin,
  Tabs,
  theme,
} from 'antd';
