import type { ApprovalStatus } from '../db/schema/columns.ts';
import type { BranchesTable } from '../db/schema/core.ts';
import { HOURS, type WorkingHoursSeed } from './hours.ts';

/** The demo brands' further branches (real streets and coordinates) and two brands awaiting approval. */

export interface BranchOptions {
  table_booking: boolean;
  car_delivering: boolean;
  drive_through: boolean;
  on_my_way: boolean;
  tables_inside: number;
  tables_outside: number;
  booking_fees: string;
  hold_minutes: number;
  accept_booking_duration_minites: number;
}

/** A demo branch: its names and address as the branches table holds them, and what it is seeded with. */
export interface BranchSeed
  extends Pick<
    BranchesTable,
    'name_ar' | 'name_en' | 'address_ar' | 'address_en' | 'address_lat' | 'address_long'
  > {
  brand: 'first' | 'second';
  city: string;
  district: string;
  phone: string;
  options: BranchOptions;
  hours: readonly WorkingHoursSeed[];
  status: ApprovalStatus;
  /** The branch manager's account (password: the demo password). */
  manager: { name: string; email: string; phone: string };
}

const restaurant: BranchOptions = {
  table_booking: true,
  car_delivering: true,
  drive_through: false,
  on_my_way: true,
  tables_inside: 10,
  tables_outside: 4,
  booking_fees: '10.00',
  hold_minutes: 15,
  accept_booking_duration_minites: 90,
};
const cafe: BranchOptions = { ...restaurant, tables_inside: 14, tables_outside: 8, booking_fees: '0.00' };

export const BRANCHES: readonly BranchSeed[] = [
  {
    brand: 'first',
    name_ar: 'بيت الشاورما - الياسمين',
    name_en: 'Shawarma House - Al Yasmin',
    address_ar: 'طريق أبي بكر الصديق، حي الياسمين، الرياض',
    address_en: 'Abi Bakr As Siddiq Road, Al Yasmin, Riyadh',
    address_lat: '24.826300',
    address_long: '46.654300',
    city: 'Riyadh',
    district: 'Al Yasmin',
    phone: '966112233401',
    options: { ...restaurant, drive_through: true, tables_inside: 6, tables_outside: 0 },
    hours: HOURS.lateRestaurant,
    status: 'DocumentsApproved',
    manager: { name: 'فيصل العتيبي', email: 'yasmin@demo.sa', phone: '966500000011' },
  },
  {
    brand: 'first',
    name_ar: 'بيت الشاورما - الملز',
    name_en: 'Shawarma House - Al Malaz',
    address_ar: 'شارع صلاح الدين الأيوبي (الستين)، حي الملز، الرياض',
    address_en: 'Salahuddin Al Ayyubi Road, Al Malaz, Riyadh',
    address_lat: '24.665300',
    address_long: '46.731000',
    city: 'Riyadh',
    district: 'Al Malaz',
    phone: '966112233402',
    options: { ...restaurant, table_booking: false, tables_inside: 0, tables_outside: 0 },
    hours: HOURS.restaurant,
    status: 'DocumentsApproved',
    manager: { name: 'سلطان الدوسري', email: 'malaz@demo.sa', phone: '966500000012' },
  },
  {
    brand: 'first',
    name_ar: 'بيت الشاورما - الروضة',
    name_en: 'Shawarma House - Al Rawdah',
    address_ar: 'شارع صاري، حي الروضة، جدة',
    address_en: 'Sari Street, Al Rawdah, Jeddah',
    address_lat: '21.560700',
    address_long: '39.155300',
    city: 'Jeddah',
    district: 'Al Rawdah',
    phone: '966122233403',
    options: { ...restaurant, tables_inside: 8, tables_outside: 6 },
    hours: HOURS.lateRestaurant,
    status: 'DocumentsApproved',
    manager: { name: 'عمر الزهراني', email: 'rawdah@demo.sa', phone: '966500000013' },
  },
  {
    brand: 'first',
    name_ar: 'بيت الشاورما - الحمراء',
    name_en: 'Shawarma House - Al Hamra',
    address_ar: 'شارع فلسطين، حي الحمراء، جدة',
    address_en: 'Palestine Street, Al Hamra, Jeddah',
    address_lat: '21.523600',
    address_long: '39.168500',
    city: 'Jeddah',
    district: 'Al Hamra',
    phone: '966122233404',
    options: { ...restaurant, drive_through: true, car_delivering: false },
    hours: HOURS.restaurant,
    status: 'DocumentsApproved',
    manager: { name: 'ريم الغامدي', email: 'hamra@demo.sa', phone: '966500000014' },
  },
  {
    brand: 'second',
    name_ar: 'مقهى النخلة - حطين',
    name_en: 'Palm Cafe - Hittin',
    address_ar: 'طريق الأمير تركي بن عبدالعزيز الأول، حي حطين، الرياض',
    address_en: 'Prince Turki Bin Abdulaziz Al Awwal Road, Hittin, Riyadh',
    address_lat: '24.762500',
    address_long: '46.606300',
    city: 'Riyadh',
    district: 'Hittin',
    phone: '966112233405',
    options: { ...cafe, booking_fees: '15.00', hold_minutes: 20 },
    hours: HOURS.lateCafe,
    status: 'DocumentsApproved',
    manager: { name: 'لمى القحطاني', email: 'hittin@demo.sa', phone: '966500000015' },
  },
  {
    brand: 'second',
    name_ar: 'مقهى النخلة - الصحافة',
    name_en: 'Palm Cafe - Al Sahafa',
    address_ar: 'طريق الملك فهد، حي الصحافة، الرياض',
    address_en: 'King Fahd Road, Al Sahafa, Riyadh',
    address_lat: '24.801600',
    address_long: '46.641800',
    city: 'Riyadh',
    district: 'Al Sahafa',
    phone: '966112233406',
    options: { ...cafe, drive_through: true, tables_outside: 0 },
    hours: HOURS.cafe,
    status: 'DocumentsApproved',
    manager: { name: 'بندر الشهري', email: 'sahafa@demo.sa', phone: '966500000016' },
  },
  {
    brand: 'second',
    name_ar: 'مقهى النخلة - الشاطئ',
    name_en: 'Palm Cafe - Al Shati',
    address_ar: 'طريق الكورنيش، حي الشاطئ، جدة',
    address_en: 'Corniche Road, Al Shati, Jeddah',
    address_lat: '21.593600',
    address_long: '39.107600',
    city: 'Jeddah',
    district: 'Al Shati',
    phone: '966122233407',
    options: { ...cafe, tables_outside: 12, car_delivering: false },
    hours: HOURS.lateCafe,
    status: 'DocumentsApproved',
    manager: { name: 'هند الحربي', email: 'shati@demo.sa', phone: '966500000017' },
  },
  {
    brand: 'second',
    name_ar: 'مقهى النخلة - الزهراء',
    name_en: 'Palm Cafe - Al Zahra',
    address_ar: 'طريق الأمير سلطان، حي الزهراء، جدة',
    address_en: 'Prince Sultan Road, Al Zahra, Jeddah',
    address_lat: '21.584000',
    address_long: '39.142700',
    city: 'Jeddah',
    district: 'Al Zahra',
    phone: '966122233408',
    options: cafe,
    hours: HOURS.cafe,
    // opening soon: waits for the admin, takes no orders yet
    status: 'PendingAdminApproval',
    manager: { name: 'وليد المطيري', email: 'zahra@demo.sa', phone: '966500000018' },
  },
];

export interface PendingBrandSeed {
  brand_ar: string;
  brand_en: string;
  commercial_register: string;
  tax_no: string;
  category: string;
  owners: string;
  iban: string;
  bank: string;
  status: ApprovalStatus;
  /** Why the documents were rejected (a DocumentsRejected brand). */
  status_reason?: string;
  city: string;
  vendor: { name: string; email: string; phone: string };
  branch: Omit<BranchSeed, 'brand' | 'manager' | 'status' | 'options'>;
}

/** Brands that registered and wait for the admin: the approval screens have something to show. */
export const PENDING_BRANDS: readonly PendingBrandSeed[] = [
  {
    brand_ar: 'مشويات الديرة',
    brand_en: 'Deira Grills',
    commercial_register: '1010765432',
    tax_no: '301234567800003',
    category: 'restaurant',
    owners: 'ماجد الدوسري',
    iban: 'SA3780000000608010199887',
    bank: 'Al Rajhi Bank',
    status: 'PendingAdminApproval',
    city: 'Riyadh',
    vendor: { name: 'ماجد الدوسري', email: 'grills@demo.sa', phone: '966500000021' },
    branch: {
      name_ar: 'مشويات الديرة - الربوة',
      name_en: 'Deira Grills - Al Rabwah',
      address_ar: 'طريق الأمير محمد بن عبدالرحمن، حي الربوة، الرياض',
      address_en: 'Prince Mohammed Bin Abdulrahman Road, Al Rabwah, Riyadh',
      address_lat: '24.690200',
      address_long: '46.761400',
      city: 'Riyadh',
      district: 'Al Rabwah',
      phone: '966112233409',
      hours: HOURS.restaurant,
    },
  },
  {
    brand_ar: 'مخبز السنبلة',
    brand_en: 'Sunbula Bakery',
    commercial_register: '2050112233',
    tax_no: '302345678900003',
    category: 'bakery',
    owners: 'هيا الشمري',
    iban: 'SA8410000010098765432101',
    bank: 'Saudi National Bank',
    status: 'PendingDocumentsApproval',
    city: 'Dammam',
    vendor: { name: 'هيا الشمري', email: 'bakery@demo.sa', phone: '966500000022' },
    branch: {
      name_ar: 'مخبز السنبلة - الفيصلية',
      name_en: 'Sunbula Bakery - Al Faisaliyah',
      address_ar: 'طريق الملك فهد، حي الفيصلية، الدمام',
      address_en: 'King Fahd Road, Al Faisaliyah, Dammam',
      address_lat: '26.413800',
      address_long: '50.058900',
      city: 'Dammam',
      district: 'Al Faisaliyah',
      phone: '966133233410',
      hours: HOURS.cafe,
    },
  },
  {
    brand_ar: 'عصائر الواحة',
    brand_en: 'Oasis Juices',
    commercial_register: '1010998877',
    tax_no: '303456789000003',
    category: 'juices',
    owners: 'فهد القحطاني',
    iban: 'SA3880000000608010155443',
    bank: 'Al Rajhi Bank',
    status: 'AdminApproved',
    city: 'Riyadh',
    vendor: { name: 'فهد القحطاني', email: 'juices@demo.sa', phone: '966500000023' },
    branch: {
      name_ar: 'عصائر الواحة - الملقا',
      name_en: 'Oasis Juices - Al Malqa',
      address_ar: 'طريق أنس بن مالك، حي الملقا، الرياض',
      address_en: 'Anas Ibn Malik Road, Al Malqa, Riyadh',
      address_lat: '24.812400',
      address_long: '46.613500',
      city: 'Riyadh',
      district: 'Al Malqa',
      phone: '966112233411',
      hours: HOURS.cafe,
    },
  },
  {
    brand_ar: 'حلويات الشرقية',
    brand_en: 'Sharqiya Sweets',
    commercial_register: '2050445566',
    tax_no: '304567890100003',
    category: 'sweets',
    owners: 'نورة العتيبي',
    iban: 'SA7810000010011223344556',
    bank: 'Saudi National Bank',
    status: 'DocumentsRejected',
    status_reason: 'خطاب البنك غير مختوم ولا يطابق رقم الآيبان المسجل.',
    city: 'Dammam',
    vendor: { name: 'نورة العتيبي', email: 'sweets@demo.sa', phone: '966500000024' },
    branch: {
      name_ar: 'حلويات الشرقية - الشاطئ',
      name_en: 'Sharqiya Sweets - Al Shati',
      address_ar: 'طريق الخليج، حي الشاطئ، الدمام',
      address_en: 'Gulf Road, Al Shati, Dammam',
      address_lat: '26.454100',
      address_long: '50.117600',
      city: 'Dammam',
      district: 'Al Shati',
      phone: '966133233412',
      hours: HOURS.cafe,
    },
  },
];
