import { Space, Tag } from 'antd';

/** A card's own tags, as the list and the detail page show them. */
export function CardTags({ tags }: { tags: readonly string[] }) {
  return (
    <Space size={2} wrap>
      {tags.map((tag) => (
        <Tag key={tag} color="blue">
          {tag}
        </Tag>
      ))}
    </Space>
  );
}
