/** The French-language catalogue of the seeded Algerian marketplace. */

export interface LeafSpec {
  name: string;
  description: string;
  glyph: string;
  /** Price range in DZD. */
  price: [number, number];
  /** Product kinds: each becomes "<kind> <brand> <model>". */
  kinds: string[];
  brands: string[];
}

export interface TreeSpec {
  name: string;
  description: string;
  hue: number;
  children: { name: string; description: string; leaves: LeafSpec[] }[];
}

export const COMPANY = {
  name: 'Souk El Djazair',
  slug: 'souk-el-djazair',
  description:
    "La place de marché algérienne qui réunit les meilleures boutiques du pays : électronique, maison, mode, beauté et produits du terroir, livrés dans les 58 wilayas.",
  email: 'contact@souk-el-djazair.dz',
  phone: '+213 21 45 67 89',
  website: 'https://souk-el-djazair.dz',
  address: '12 rue Didouche Mourad, Alger Centre, Alger',
};

export const STORES = [
  { name: 'El Bahia Électronique', city: 'Oran', street: '24 boulevard de la Soummam', description: "Spécialiste de l'électronique grand public à Oran depuis 2009." },
  { name: 'Casbah Tech', city: 'Alger', street: '7 rue Larbi Ben M’hidi', description: 'Smartphones, ordinateurs et accessoires au cœur d’Alger.' },
  { name: 'Cirta Maison', city: 'Constantine', street: '15 avenue Aouati Mostefa', description: 'Tout pour la maison : cuisine, décoration et linge.' },
  { name: 'Hippone Mode', city: 'Annaba', street: '3 cours de la Révolution', description: 'Prêt-à-porter homme, femme et enfant.' },
  { name: 'Mitidja Market', city: 'Blida', street: '41 rue des Martyrs', description: 'Épicerie fine et produits du terroir de la Mitidja.' },
  { name: 'Sétif Sport', city: 'Sétif', street: '9 avenue du 8 Mai 1945', description: 'Équipement sportif et vêtements techniques.' },
  { name: 'Tlemcen Artisanat', city: 'Tlemcen', street: '18 place El Mechouar', description: 'Artisanat traditionnel, dinanderie et tapis.' },
  { name: 'Béjaïa Beauté', city: 'Béjaïa', street: '5 rue de la Liberté', description: "Cosmétiques naturels et huile d'argan." },
  { name: 'Aurès Informatique', city: 'Batna', street: '27 allée Benboulaïd', description: 'Informatique, réseaux et impression.' },
  { name: 'Djurdjura Déco', city: 'Tizi Ouzou', street: '11 boulevard Stiti', description: 'Décoration kabyle et mobilier.' },
  { name: 'Mzab Saveurs', city: 'Ghardaïa', street: '2 rue du Ksar', description: 'Dattes, épices et douceurs du Sud.' },
  { name: 'Zibans Électroménager', city: 'Biskra', street: '30 avenue Hakim Saadane', description: 'Gros et petit électroménager, climatisation.' },
];

export const TREE: TreeSpec[] = [
  {
    name: 'Électronique',
    description: 'Téléphones, audio, télévision et objets connectés.',
    hue: 210,
    children: [
      {
        name: 'Téléphonie',
        description: 'Téléphones mobiles et accessoires.',
        leaves: [
          { name: 'Smartphones', description: 'Téléphones intelligents de toutes marques.', glyph: '📱', price: [18000, 220000], kinds: ['Téléphone', 'Smartphone'], brands: ['Samsung Galaxy', 'Xiaomi Redmi', 'Oppo Reno', 'Condor Allure', 'iPhone', 'Realme'] },
          { name: 'Accessoires téléphone', description: 'Coques, chargeurs, câbles et protections.', glyph: '🔌', price: [600, 9000], kinds: ['Coque', 'Chargeur rapide', 'Câble USB-C', 'Protection écran', 'Batterie externe'], brands: ['Anker', 'Baseus', 'Ugreen', 'Condor'] },
        ],
      },
      {
        name: 'Audio et vidéo',
        description: 'Son et image pour toute la famille.',
        leaves: [
          { name: 'Écouteurs et casques', description: 'Écouteurs sans fil, casques et enceintes.', glyph: '🎧', price: [1500, 45000], kinds: ['Écouteurs sans fil', 'Casque audio', 'Enceinte Bluetooth'], brands: ['JBL', 'Sony', 'Soundcore', 'Xiaomi'] },
          { name: 'Téléviseurs', description: 'Téléviseurs LED, QLED et smart TV.', glyph: '📺', price: [38000, 260000], kinds: ['Téléviseur LED', 'Smart TV', 'Téléviseur QLED'], brands: ['Condor', 'Samsung', 'LG', 'Iris', 'Stream System'] },
        ],
      },
    ],
  },
  {
    name: 'Informatique',
    description: 'Ordinateurs, périphériques et stockage.',
    hue: 260,
    children: [
      {
        name: 'Ordinateurs',
        description: 'Portables et ordinateurs de bureau.',
        leaves: [
          { name: 'Ordinateurs portables', description: 'Portables pour le travail, les études et le jeu.', glyph: '💻', price: [55000, 320000], kinds: ['Ordinateur portable', 'PC portable gamer', 'Ultrabook'], brands: ['HP', 'Lenovo', 'Dell', 'Asus', 'Acer'] },
          { name: 'Tablettes', description: 'Tablettes tactiles et liseuses.', glyph: '📲', price: [16000, 140000], kinds: ['Tablette', 'Tablette éducative'], brands: ['Samsung Galaxy Tab', 'Lenovo Tab', 'iPad', 'Condor'] },
        ],
      },
      {
        name: 'Périphériques',
        description: 'Claviers, souris, écrans et impression.',
        leaves: [
          { name: 'Claviers et souris', description: 'Claviers AZERTY et arabes, souris.', glyph: '⌨️', price: [900, 18000], kinds: ['Clavier sans fil', 'Souris ergonomique', 'Ensemble clavier et souris'], brands: ['Logitech', 'Microsoft', 'Redragon'] },
          { name: 'Imprimantes', description: 'Imprimantes jet d’encre et laser, cartouches.', glyph: '🖨️', price: [12000, 90000], kinds: ['Imprimante laser', 'Imprimante multifonction', 'Imprimante à réservoirs'], brands: ['HP', 'Canon', 'Epson', 'Brother'] },
          { name: 'Stockage', description: 'Disques durs, SSD et clés USB.', glyph: '💾', price: [1200, 32000], kinds: ['Disque SSD', 'Disque dur externe', 'Clé USB'], brands: ['Samsung', 'Kingston', 'SanDisk', 'Western Digital'] },
        ],
      },
    ],
  },
  {
    name: 'Maison et cuisine',
    description: 'Électroménager, cuisine et décoration.',
    hue: 25,
    children: [
      {
        name: 'Électroménager',
        description: 'Gros et petit électroménager.',
        leaves: [
          { name: 'Petit électroménager', description: 'Mixeurs, cafetières, bouilloires et robots.', glyph: '☕', price: [2500, 38000], kinds: ['Cafetière', 'Bouilloire électrique', 'Mixeur plongeant', 'Robot pâtissier', 'Friteuse sans huile'], brands: ['Moulinex', 'Tefal', 'Brandt', 'Geant', 'Condor'] },
          { name: 'Climatisation', description: 'Climatiseurs et ventilateurs pour l’été.', glyph: '❄️', price: [4500, 120000], kinds: ['Climatiseur split', 'Ventilateur sur pied', 'Climatiseur mobile'], brands: ['Condor', 'Gree', 'LG', 'Samsung'] },
        ],
      },
      {
        name: 'Cuisine',
        description: 'Ustensiles, vaisselle et art de la table.',
        leaves: [
          { name: 'Ustensiles', description: 'Casseroles, poêles, couscoussiers et tajines.', glyph: '🍳', price: [900, 22000], kinds: ['Couscoussier', 'Tajine en terre cuite', 'Poêle antiadhésive', 'Batterie de cuisine'], brands: ['Tefal', 'Ambre', 'Artisanal', 'Prestige'] },
          { name: 'Vaisselle', description: 'Services à thé, assiettes et verres.', glyph: '🫖', price: [800, 16000], kinds: ['Service à thé', 'Théière', 'Lot de verres', 'Plat à couscous'], brands: ['Luminarc', 'Artisanal', 'Pasabahce'] },
        ],
      },
      {
        name: 'Décoration',
        description: 'Tapis, luminaires et linge de maison.',
        leaves: [
          { name: 'Tapis', description: 'Tapis berbères et modernes.', glyph: '🧶', price: [4000, 85000], kinds: ['Tapis berbère', 'Tapis de salon', 'Tapis de prière'], brands: ['Ghardaïa', 'Babar', 'Kabylie'] },
          { name: 'Luminaires', description: 'Lampes, lanternes et suspensions.', glyph: '🏮', price: [1500, 26000], kinds: ['Lanterne en cuivre', 'Lampe de chevet', 'Suspension'], brands: ['Tlemcen', 'Artisanal', 'Ikea'] },
        ],
      },
    ],
  },
  {
    name: 'Mode',
    description: 'Vêtements, chaussures et accessoires.',
    hue: 330,
    children: [
      {
        name: 'Homme',
        description: 'Mode masculine.',
        leaves: [
          { name: 'Vêtements homme', description: 'Chemises, pantalons, vestes et qamis.', glyph: '👔', price: [1800, 24000], kinds: ['Chemise', 'Pantalon chino', 'Veste en cuir', 'Qamis', 'Burnous'] , brands: ['Sahel', 'Casbah', 'Zara', 'LC Waikiki'] },
          { name: 'Chaussures homme', description: 'Baskets, mocassins et sandales.', glyph: '👞', price: [2500, 26000], kinds: ['Baskets', 'Mocassins', 'Sandales en cuir'], brands: ['Adidas', 'Nike', 'Artisanal', 'Puma'] },
        ],
      },
      {
        name: 'Femme',
        description: 'Mode féminine.',
        leaves: [
          { name: 'Vêtements femme', description: 'Robes, karakous et tenues traditionnelles.', glyph: '👗', price: [2200, 48000], kinds: ['Robe kabyle', 'Karakou', 'Robe d’été', 'Djellaba', 'Chemisier'], brands: ['Atelier Alger', 'Kabylie', 'Zara', 'Mango'] },
          { name: 'Sacs et bijoux', description: 'Sacs à main, bijoux berbères en argent.', glyph: '👜', price: [1500, 60000], kinds: ['Sac à main', 'Bracelet berbère', 'Collier en argent', 'Boucles d’oreilles'], brands: ['Beni Yenni', 'Atelier Alger', 'Artisanal'] },
        ],
      },
    ],
  },
  {
    name: 'Beauté et santé',
    description: 'Soins, parfums et bien-être.',
    hue: 150,
    children: [
      {
        name: 'Soins',
        description: 'Soins du visage, du corps et des cheveux.',
        leaves: [
          { name: 'Soins du visage', description: 'Crèmes, sérums et masques.', glyph: '🧴', price: [700, 9000], kinds: ['Crème hydratante', 'Sérum', 'Masque à l’argile', 'Savon noir'], brands: ['Nivea', 'Garnier', 'Venus', 'Artisanal'] },
          { name: 'Huiles naturelles', description: "Huile d'argan, de nigelle et d'olive.", glyph: '🫒', price: [600, 7000], kinds: ["Huile d'argan", 'Huile de nigelle', "Huile d'olive vierge", 'Eau de rose'], brands: ['Kabylie', 'Tassili', 'Béjaïa Bio'] },
        ],
      },
      {
        name: 'Parfumerie',
        description: 'Parfums et eaux de toilette.',
        leaves: [
          { name: 'Parfums', description: 'Parfums orientaux et classiques.', glyph: '🌸', price: [1800, 32000], kinds: ['Eau de parfum', 'Musc', 'Eau de toilette', 'Bakhour'], brands: ['Oud Royal', 'Lattafa', 'Yves Rocher', 'Ajmal'] },
        ],
      },
    ],
  },
  {
    name: 'Épicerie et terroir',
    description: 'Produits du terroir algérien.',
    hue: 45,
    children: [
      {
        name: 'Terroir',
        description: 'Dattes, miel, huile et épices.',
        leaves: [
          { name: 'Dattes', description: 'Deglet Nour et variétés du Sud.', glyph: '🌴', price: [500, 6000], kinds: ['Dattes Deglet Nour', 'Dattes Ghars', 'Pâte de dattes', 'Coffret de dattes'], brands: ['Tolga', 'Biskra', 'Ouargla'] },
          { name: 'Miel et confiseries', description: 'Miel, makrout et douceurs.', glyph: '🍯', price: [800, 9000], kinds: ['Miel de jujubier', 'Miel toutes fleurs', 'Makrout', 'Baklawa'], brands: ['Hodna', 'Atlas', 'Constantine'] },
          { name: 'Épices', description: 'Ras el hanout, cumin, safran.', glyph: '🌶️', price: [250, 4500], kinds: ['Ras el hanout', 'Cumin moulu', 'Safran', 'Harissa', 'Paprika'], brands: ['Mzab', 'Casbah', 'Artisanal'] },
        ],
      },
    ],
  },
];

export const QUALIFIERS = ['', '', 'Pro', 'Plus', 'Lite', 'Max', 'Édition 2025', 'Classique', 'Premium', 'Mini', 'Confort', 'Prestige'];
export const COLOURS = ['noir', 'blanc', 'bleu', 'rouge', 'vert', 'gris', 'doré', 'beige', 'argent', 'marron'];

export const COLLECTIONS = [
  { name: 'Spécial Ramadan', description: 'Dattes, miel, vaisselle et tout pour les soirées du mois sacré.', leaves: ['Dattes', 'Miel et confiseries', 'Vaisselle', 'Épices'] },
  { name: 'Rentrée connectée', description: 'Ordinateurs, tablettes et accessoires pour une rentrée réussie.', leaves: ['Ordinateurs portables', 'Tablettes', 'Claviers et souris', 'Stockage'] },
  { name: 'Artisanat algérien', description: 'Le savoir-faire de nos artisans : tapis, bijoux, lanternes et tajines.', leaves: ['Tapis', 'Luminaires', 'Sacs et bijoux', 'Ustensiles'] },
  { name: 'Été au frais', description: 'Climatiseurs, ventilateurs et vêtements légers.', leaves: ['Climatisation', 'Vêtements femme', 'Vêtements homme'] },
  { name: 'Beauté naturelle', description: "Huiles, soins et parfums aux ingrédients d'Algérie.", leaves: ['Huiles naturelles', 'Soins du visage', 'Parfums'] },
  { name: 'Meilleures ventes high-tech', description: 'Les appareils les plus appréciés de nos clients.', leaves: ['Smartphones', 'Écouteurs et casques', 'Téléviseurs'] },
];

export const DISCOUNT_CODES = [
  { code: 'BIENVENUE10', kind: 'percent', value: '10.00', minSubtotal: '0.00', active: true },
  { code: 'FIXE500', kind: 'fixed', value: '500.00', minSubtotal: '5000.00', active: true },
  { code: 'ETE2024', kind: 'percent', value: '15.00', minSubtotal: '0.00', active: false },
] as const;

export const DEMO_CUSTOMER = {
  name: 'Amina Benali',
  email: 'demo@example.dz',
  password: 'demo1234',
  phone: '+213 555 12 34 56',
  address: '8 rue Hassiba Ben Bouali, Alger',
};
