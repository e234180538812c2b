export { default, type MountOptions, mount } from '../embed/mount';
