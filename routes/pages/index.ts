/** Every page the RSC bundle can render, by id (routes/index.ts says which URL shows which). */
import type { ComponentType } from "react";
import type { PageContext } from "#lib/page-context.ts";
import AboutPage from "./about.tsx";
import AchievementsPage from "./achievements.tsx";
import AdminAnalyticsPage from "./admin/analytics.tsx";
import AdminAuditPage from "./admin/audit.tsx";
import AdminCatalogOffersPage from "./admin/catalog-offers.tsx";
import AdminDashboardPage from "./admin/dashboard.tsx";
import AdminLoginPage from "./admin/login.tsx";
import AdminMessagesPage from "./admin/messages.tsx";
import AdminNotFoundPage from "./admin/not-found.tsx";
import {
  AdminBlogFormPage,
  AdminBlogsPage,
  AdminBranchesPage,
  AdminBranchFormPage,
  AdminCatalogFormPage,
  AdminCatalogsPage,
  AdminStoreFormPage,
  AdminStoresPage,
} from "./admin/resources.tsx";
import AdminSettingsPage from "./admin/settings.tsx";
import AdminSitemapPage from "./admin/sitemap.tsx";
import { AdminCategoriesPage, AdminEmiratesPage } from "./admin/taxonomy.tsx";
import AdminTokensPage from "./admin/tokens.tsx";
import AdminTransferPage from "./admin/transfer.tsx";
import BlogPage from "./blog.tsx";
import BlogPostPage from "./blog-post.tsx";
import BranchPage from "./branch.tsx";
import CatalogPagePage from "./catalog-page.tsx";
import CatalogsPage from "./catalogs.tsx";
import ContactPage from "./contact.tsx";
import EmbedStorePage from "./embed-store.tsx";
import HomePage from "./home.tsx";
import { PrivacyPage, TermsPage } from "./legal.tsx";
import ListsPage from "./lists.tsx";
import MyDealsPage from "./my-deals.tsx";
import NotFoundPage from "./not-found.tsx";
import OfflinePage from "./offline.tsx";
import SearchPage from "./search.tsx";
import SharedListPage from "./shared-list.tsx";
import StorePage from "./store.tsx";
import StoreReportPage from "./store-report.tsx";
import StoresPage from "./stores.tsx";

export const pages = {
  home: HomePage,
  stores: StoresPage,
  store: StorePage,
  branch: BranchPage,
  catalogs: CatalogsPage,
  catalogPage: CatalogPagePage,
  search: SearchPage,
  blog: BlogPage,
  blogPost: BlogPostPage,
  about: AboutPage,
  achievements: AchievementsPage,
  myDeals: MyDealsPage,
  lists: ListsPage,
  sharedList: SharedListPage,
  offline: OfflinePage,
  storeReport: StoreReportPage,
  embedStore: EmbedStorePage,
  contact: ContactPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  adminLogin: AdminLoginPage,
  adminDashboard: AdminDashboardPage,
  adminAnalytics: AdminAnalyticsPage,
  adminSettings: AdminSettingsPage,
  adminSitemap: AdminSitemapPage,
  adminMessages: AdminMessagesPage,
  adminTokens: AdminTokensPage,
  adminTransfer: AdminTransferPage,
  adminAudit: AdminAuditPage,
  adminNotFound: AdminNotFoundPage,
  adminStores: AdminStoresPage,
  adminStoreForm: AdminStoreFormPage,
  adminCategories: AdminCategoriesPage,
  adminBranches: AdminBranchesPage,
  adminBranchForm: AdminBranchFormPage,
  adminCatalogs: AdminCatalogsPage,
  adminCatalogForm: AdminCatalogFormPage,
  adminCatalogOffers: AdminCatalogOffersPage,
  adminBlogs: AdminBlogsPage,
  adminBlogForm: AdminBlogFormPage,
  adminEmirates: AdminEmiratesPage,
  notFound: NotFoundPage,
} satisfies Record<string, ComponentType<{ ctx: PageContext }>>;

export type PageId = keyof typeof pages;
